/**
 * `pnpm check:deploy` (issue 28): each server deployed into a temporary folder with production
 * dependencies only (deployServer.ts) starts from its compiled bin with plain `node` (no tsx there),
 * keeps its data on disk by default, answers /ready 200 (and what its `probe` asks: the secure site
 * serves its built frame), and exits 0 on SIGTERM. One line per server.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployServer } from './deployServer.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

interface DeployedServer {
  pkg: string
  bin: string
  env: Record<string, string>
  /** more to check once /ready is 200; throws what is wrong */
  probe?: (url: string) => Promise<void>
}

const SERVERS: DeployedServer[] = [
  { pkg: '@portico/api', bin: 'portico-api', env: {} },
  {
    pkg: '@portico/secure-site',
    bin: 'portico-secure-site',
    // the one variable it cannot start without (README "Run it"); everything else has a default
    env: { SHARE_KEYS: `k1:${randomBytes(32).toString('base64')}` },
    async probe(url) {
      // the frame page and its script come from the deployed dist/frame
      const page = await fetch(`${url}/frame`)
      const html = await page.text()
      if (page.status !== 200) throw new Error(`/frame answered ${page.status}: ${html.slice(0, 200)}`)
      const script = /<script[^>]+src="(\/frame\/assets\/[^"]+\.js)"/.exec(html)?.[1]
      if (!script) throw new Error('/frame has no script of the build')
      const asset = await fetch(`${url}${script}`)
      if (asset.status !== 200) throw new Error(`${script} answered ${asset.status}`)
    },
  },
]

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

async function check(server: DeployedServer): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'portico-deploy-'))
  try {
    const dir = join(work, 'app')
    const started = Date.now()
    const manifests = () =>
      readdirSync(join(root, 'packages')).map((p) => {
        const file = join(root, 'packages', p, 'package.json')
        return existsSync(file) ? readFileSync(file, 'utf8') : ''
      })
    const before = manifests()
    deployServer(server.pkg, dir, { quiet: true })
    if (manifests().join('\n') !== before.join('\n'))
      throw new Error('the deploy changed a workspace package.json (hard links written through)')
    const deployMs = Date.now() - started
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      bin: Record<string, string>
    }
    const bin = manifest.bin[server.bin]
    if (!bin) throw new Error(`${server.pkg} has no bin ${server.bin}`)
    if (existsSync(join(dir, 'node_modules', 'tsx')))
      throw new Error('tsx was deployed: it is a devDependency')
    const port = await freePort()
    const child = spawn(process.execPath, [join(dir, bin)], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...server.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
    })
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString()
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      const deadline = Date.now() + 60_000
      let ready = 0
      while (Date.now() < deadline && child.exitCode === null) {
        ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
          (r) => r.status,
          () => 0,
        )
        if (ready === 200) break
        await new Promise((r) => setTimeout(r, 250))
      }
      if (ready !== 200) throw new Error(`/ready did not answer 200 (${ready})\n${out.slice(-2000)}`)
      const readyMs = Date.now() - started - deployMs
      await server.probe?.(`http://127.0.0.1:${port}`)
      child.kill('SIGTERM')
      const code = await exited
      if (code !== 0) throw new Error(`exit code ${code} after SIGTERM\n${out.slice(-2000)}`)
      if (!existsSync(join(work, 'data')))
        throw new Error('no data directory: the default database is not on disk')
      console.log(
        `${server.pkg.padEnd(24)} deployed in ${(deployMs / 1000).toFixed(1)} s, ready in ${(readyMs / 1000).toFixed(1)} s, drained on SIGTERM: ok`,
      )
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

let failed = false
for (const server of SERVERS) {
  try {
    await check(server)
  } catch (e) {
    failed = true
    console.error(`${server.pkg}: ${String(e)}`)
  }
}
if (failed) process.exit(1)
