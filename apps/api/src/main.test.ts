import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, onTestFinished } from 'vitest'

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

/** the `start` script of package.json (`node <flags> src/main.ts`), run with this node */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string }
  }
  const [program, ...args] = pkg.scripts.start.split(/\s+/)
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
    const child = spawn(process.execPath, startCommand(), {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: String(port), DATABASE_URL: '', DATA_DIR: '' },
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
    expect(JSON.parse(out.split('\n')[0]!)).toMatchObject({
      msg: 'listening',
      url: `http://127.0.0.1:${port}`,
      db: 'pglite',
    })
    const health = await fetch(`http://127.0.0.1:${port}/health`)
    expect(health.status).toBe(200)
    expect(rssMb(child.pid!)).toBeLessThan(IDLE_RSS_BOUND_MB)
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(out).toContain('"path":"/health","status":200')
  }, 40_000)
})
