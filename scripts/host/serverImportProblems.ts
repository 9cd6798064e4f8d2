/**
 * A host that renders on the server (Next.js, Remix, Astro) imports Portico's packages in Node,
 * where there is no window, document, localStorage, and where a fetch at import time would be a
 * request on every render. Imports each published entry point of the given packages, as installed
 * in the host, in a fresh Node process whose `window`, `document`, `localStorage` and `fetch`
 * throw when touched, and returns what failed (empty when every entry is safe to import there).
 *
 * A script step of `pnpm test:host` (on the packed packages), not a unit test: a fresh process
 * that loads wagmi and viem cold is work a time limit would measure rather than check.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const TRAPPED = ['window', 'document', 'localStorage', 'fetch']

/** the import specifiers of a package's exports (`@portico/core`, `@portico/core/internal`…), no wildcards */
export function entrySpecifiers(name: string, exportsField: unknown): string[] {
  if (typeof exportsField !== 'object' || exportsField === null) return [name]
  return Object.keys(exportsField)
    .filter(
      (key) => key.startsWith('.') && !key.includes('*') && !key.endsWith('.json') && !key.endsWith('.css'),
    )
    .map((key) => (key === '.' ? name : `${name}${key.slice(1)}`))
}

/** the code run in the fresh process: traps first, then each import; prints the failures as JSON */
export function serverImportCode(specifiers: string[]): string {
  const traps = TRAPPED.map(
    (global) =>
      `Object.defineProperty(globalThis, ${JSON.stringify(global)}, { configurable: true, get() { throw new Error(${JSON.stringify(`${global} touched at import`)}) } });`,
  )
  return `${traps.join('\n')}
const problems = []
for (const specifier of ${JSON.stringify(specifiers)}) {
  try { await import(specifier) } catch (e) { problems.push(\`\${specifier}: \${e}\`) }
}
process.stdout.write(JSON.stringify(problems))`
}

/** one fresh Node process for all the packages' entries (each import on its own, in order) */
export function serverImportProblems(host: string, packages: string[]): string[] {
  const specifiers = packages.flatMap((name) => {
    const manifest = JSON.parse(readFileSync(join(host, 'node_modules', name, 'package.json'), 'utf8')) as {
      exports?: unknown
    }
    return entrySpecifiers(name, manifest.exports)
  })
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', serverImportCode(specifiers)], {
    cwd: host,
    encoding: 'utf8',
  })
  if (r.status !== 0) return [`the import process failed (${r.status ?? r.signal}): ${r.stderr.trim()}`]
  return JSON.parse(r.stdout) as string[]
}
