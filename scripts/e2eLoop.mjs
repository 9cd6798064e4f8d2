#!/usr/bin/env node
// The proof that the end-to-end suite does not flake: runs the whole suite N times in a row
// (default 10), stops at nothing, and prints each run's result and time and the total.
//   node scripts/e2eLoop.mjs [N]        (pnpm e2e:loop)
import { spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

const runs = Number(process.argv[2] ?? process.env.RUNS ?? 10)
const results = []
const start = Date.now()
for (let i = 1; i <= runs; i++) {
  const t = Date.now()
  const r = spawnSync('pnpm', ['exec', 'vitest', 'run', '--config', 'vitest.e2e.config.ts'], {
    encoding: 'utf8',
    env: process.env,
  })
  const out = `${r.stdout}${r.stderr}`
  const tests = /Tests\s+(.*)/.exec(stripVTControlCharacters(out))?.[1]?.trim() ?? '?'
  const ok = r.status === 0
  results.push({ run: i, ok, seconds: Math.round((Date.now() - t) / 1000), tests })
  console.log(`run ${i}/${runs}: ${ok ? 'green' : 'FAILED'} in ${results.at(-1).seconds} s — ${tests}`)
  if (!ok) {
    const failures = stripVTControlCharacters(out)
      .split('\n')
      .filter((l) => /FAIL|×|Error:/.test(l))
      .slice(0, 20)
    console.log(failures.join('\n'))
  }
}
const failed = results.filter((r) => !r.ok).length
console.log(
  `\n${runs - failed}/${runs} runs green, total ${Math.round((Date.now() - start) / 60_000)} min ${Math.round(((Date.now() - start) / 1000) % 60)} s`,
)
process.exit(failed ? 1 : 0)
