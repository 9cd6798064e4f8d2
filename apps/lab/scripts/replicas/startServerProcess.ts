/**
 * One server replica as an operating-system process (issue 28): apps/api or apps/secure-site
 * started from its entry, `src/main.ts` (what `dist/main.js`, the `portico-api` /
 * `portico-secure-site` bin, is compiled from), with `node --import tsx` as their `dev` scripts do,
 * configured only by environment. Its standard output (pino's JSON lines) is kept, the newest
 * LINES_KEPT, and copied to `logFile` when given. Ready when `/ready` answers 200.
 *
 * Why not the compiled bins: they run only from a deployed copy (`pnpm deploy --prod`: in the
 * workspace the packages' exports point at their TypeScript sources), which costs a build and two
 * deploys, about 35 s with a warm turbo cache and 95 s cold on this machine, against about 1 s
 * more per start under tsx (measured: apps/api 4.0 s to /ready under tsx against 3.0 s for the
 * deployed bin at load 3; 7.0 against 8.2 s at load 30). `pnpm check:deploy` (in `npm test`) runs
 * the compiled bins themselves.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, type WriteStream } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../..', import.meta.url))
const LINES_KEPT = 20_000

export const SERVER_ENTRIES = {
  api: fileURLToPath(new URL('../../../api/src/main.ts', import.meta.url)),
  site: fileURLToPath(new URL('../../../secure-site/src/main.ts', import.meta.url)),
} as const

export interface ServerLogLine {
  level?: number
  msg?: string
  path?: string
  method?: string
  status?: number
  reqId?: string
  [k: string]: unknown
}

export interface ServerProcess {
  name: string
  /** http://127.0.0.1:PORT */
  url: string
  port: number
  readonly pid: number
  /** the JSON lines it wrote so far (the newest LINES_KEPT) */
  readonly lines: ServerLogLine[]
  /** the exit code or signal, once it ended */
  readonly exited: Promise<number | string>
  readonly alive: boolean
  /** SIGKILL: no drain, no goodbye (kill -9) */
  kill9(): Promise<void>
  /** SIGTERM, and wait for the exit (the server drains first) */
  stop(): Promise<number | string>
}

export async function startServerProcess(opts: {
  name: string
  entry: string
  port: number
  env: Record<string, string>
  /** copy of its output */
  logFile?: string
  /** how long it may take to answer /ready 200 */
  readyTimeoutMs?: number
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${opts.port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', opts.entry], {
    cwd: root,
    // only what the server is given (and PATH, HOME for its tools): nothing of the test's own
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: ServerLogLine[] = []
  const stderr: string[] = []
  let file: WriteStream | undefined
  if (opts.logFile) file = createWriteStream(opts.logFile, { flags: 'a' })
  let rest = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    file?.write(chunk)
    const parts = (rest + chunk).split('\n')
    rest = parts.pop() ?? ''
    for (const line of parts) {
      if (!line.trim()) continue
      try {
        if (lines.push(JSON.parse(line) as ServerLogLine) > LINES_KEPT) lines.shift()
      } catch {
        if (lines.push({ msg: line }) > LINES_KEPT) lines.shift()
      }
    }
  })
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    file?.write(chunk)
    if (stderr.push(chunk) > 50) stderr.shift()
  })
  let alive = true
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      alive = false
      file?.end()
      resolve(code ?? signal ?? 'unknown')
    }),
  )
  const proc: ServerProcess = {
    name: opts.name,
    url,
    port: opts.port,
    pid: child.pid ?? 0,
    lines,
    exited,
    get alive() {
      return alive
    },
    async kill9() {
      if (alive) child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (alive) child.kill('SIGTERM')
      return exited
    },
  }
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000)
  for (;;) {
    if (!alive)
      throw new Error(
        `${opts.name} exited (${await exited}) before it was ready:\n${stderr.join('').slice(-3000)}\n${lines
          .slice(-10)
          .map((l) => JSON.stringify(l))
          .join('\n')}`,
      )
    const ready = await fetch(`${url}/ready`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ready) return proc
    if (Date.now() > deadline) {
      await proc.kill9()
      throw new Error(`${opts.name} was not ready within ${opts.readyTimeoutMs ?? 120_000} ms`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}
