#!/usr/bin/env node
// The proof that the end-to-end suite does not flake: runs the whole suite N times in a row
// (default 10), stops at nothing, and prints each run's result and time and the total.
//   node scripts/e2eLoop.mjs [N] [filter…]   (pnpm e2e:loop; a filter runs only matching files)
// A failed run's whole output goes to test-results/e2e-loop/run-N.log, next to the failure
// reports the e2e hooks write in test-results/e2e/.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

const runs = Number(process.argv[2] ?? process.env.RUNS ?? 10)
const filters = process.argv.slice(3)
const results = []
const start = Date.now()
for (let i = 1; i <= runs; i++) {
  const t = Date.now()
  const r = spawnSync('pnpm', ['exec', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', ...filters], {
    encoding: 'utf8',
    env: process.env,
  })
  const out = `${r.stdout}${r.stderr}`
  const tests = /Tests\s+(.*)/.exec(stripVTControlCharacters(out))?.[1]?.trim() ?? '?'
  const ok = r.status === 0
  results.push({ run: i, ok, seconds: Math.round((Date.now() - t) / 1000), tests })
  console.log(`run ${i}/${runs}: ${ok ? 'green' : 'FAILED'} in ${results.at(-1).seconds} s — ${tests}`)
  if (!ok) {
    mkdirSync('test-results/e2e-loop', { recursive: true })
    writeFileSync(`test-results/e2e-loop/run-${i}.log`, stripVTControlCharacters(out))
    console.log(`  whole output: test-results/e2e-loop/run-${i}.log`)
    const failures = stripVTControlCharacters(out)
      .split('\n')
      .filter((l) => /FAIL|×|Error:/.test(l))
      .slice(0, 20)
    console.log(failures.join('\n'))
  }
}
const failed = results.filter((r) => !r.ok).length
console.log(
  `\n${runs - failed}/${runs} runs green, total ${Math.floor(Math.round((Date.now() - start) / 1000) / 60)} min ${Math.round((Date.now() - start) / 1000) % 60} s`,
)
process.exit(failed ? 1 : 0)
