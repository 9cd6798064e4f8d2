#!/usr/bin/env node
// Before the end-to-end tests: Debian's Chromium must be at /usr/bin/chromium (or CHROMIUM_PATH).
// A fresh machine gets it here when the test command runs as root (apt-get); otherwise the
// command stops with one sentence saying what to run: the e2e step is NOT RUN, never "passed".
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)

const root = typeof process.getuid === 'function' && process.getuid() === 0
if (!root || process.env.CHROMIUM_PATH) {
  console.error(
    `\ne2e NOT RUN: Chromium is missing at ${path}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH), then run npm test again.\n`,
  )
  process.exit(1)
}
console.log('Chromium is missing: installing Debian’s chromium with apt-get (once)…')
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env })
  if (r.status !== 0) {
    console.error(
      `\ne2e NOT RUN: apt-get ${args.join(' ')} failed (exit ${r.status}). Install Chromium by hand: apt-get install -y chromium\n`,
    )
    process.exit(1)
  }
}
if (!existsSync(path)) {
  console.error(`\ne2e NOT RUN: apt-get installed chromium but ${path} is still missing.\n`)
  process.exit(1)
}
console.log(`Chromium installed at ${path}.`)
