import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

describe('src/main.ts (the CLI)', () => {
  it('serves on PORT, logs JSON lines, and exits 0 on SIGTERM (graceful shutdown)', async () => {
    const port = await freePort()
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url))
    const child = spawn(tsx, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
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
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(out).toContain('"path":"/health","status":200')
  }, 40_000)
})
