#!/usr/bin/env node
// Runs pnpm 10 for the README's two commands (`npm run lab`, `npm test`) on a machine that has
// only Node 20 + npm: uses a global pnpm 10 when present, otherwise `npx pnpm@10.34.9`, and
// installs the workspace (frozen lockfile) the first time. Written by hand because corepack
// needs COREPACK_INTEGRITY_KEYS=0 here (see ENVIRONMENT.md).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const PNPM_VERSION = '10.34.9'
const args = process.argv.slice(2)

function globalPnpmIsTen() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false })
  return r.status === 0 && r.stdout.trim().startsWith('10.')
}

const [cmd, pre] = globalPnpmIsTen() ? ['pnpm', []] : ['npx', ['-y', `pnpm@${PNPM_VERSION}`]]
const run = (extra) => {
  const r = spawnSync(cmd, [...pre, ...extra], { stdio: 'inherit', env: process.env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (!existsSync('node_modules/.modules.yaml') || process.env.CI) run(['install', '--frozen-lockfile'])
run(args)
