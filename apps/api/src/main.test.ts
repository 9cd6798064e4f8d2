import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, onTestFinished } from 'vitest'

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

/** the `dev` script of package.json (`node --import tsx src/main.ts`: the bin's source), run with this node */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { dev: string }
  }
  const [program, ...args] = pkg.scripts.dev.split(/\s+/)
  expect(program).toBe('node')
  return args
}

/** the resident memory of one process, from /proc (Linux) */
const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

/** idle RSS bound of the server's node process; it was ≈830 MB before issue 17 item 11 */
const IDLE_RSS_BOUND_MB = 520

describe('src/main.ts (the CLI)', () => {
  it('serves on PORT, logs JSON lines, and exits 0 on SIGTERM (graceful shutdown); idle RSS bounded (issue 17 item 11)', async () => {
    const port = await freePort()
    const dataDir = await mkdtemp(join(tmpdir(), 'portico-api-main-'))
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
    const child = spawn(process.execPath, startCommand(), {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: String(port), DATABASE_URL: '', DATA_DIR: join(dataDir, 'db') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
    })
    // a failed expectation below must not leave the server running
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    })
    const deadline = Date.now() + 30_000
    while (!out.includes('"listening"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    const lines = out
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines.find((l) => l.msg === 'listening')).toMatchObject({
      level: 'info',
      server: 'api',
      url: `http://127.0.0.1:${port}`,
      db: 'pglite',
    })
    expect(lines.every((l) => typeof l.time === 'string')).toBe(true)
    const health = await fetch(`http://127.0.0.1:${port}/health`)
    expect(health.status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${port}/getAnalyticsConfig`)).status).toBe(200)
    expect(rssMb(child.pid!)).toBeLessThan(IDLE_RSS_BOUND_MB)
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(out).toMatch(/"path":"\/getAnalyticsConfig","route":"\/getAnalyticsConfig","status":200/)
    // issue 28: the data directory was used (a restart loses nothing)
    expect(readdirSync(join(dataDir, 'db'))).toContain('PG_VERSION')
  }, 40_000)
})
