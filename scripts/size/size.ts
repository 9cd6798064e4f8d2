/**
 * `pnpm size`: gzipped JavaScript a minimal host page loads before the dialog opens, and in
 * total, with Portico (one ConnectButton + adapter-evm) against the same page without it
 * (React + wagmi + viem alone). Fails when Portico adds more than the budget before opening.
 */
import { fileURLToPath } from 'node:url'
import { measureBuild } from './measureBuild.js'

const BUDGET_KB = 30
const root = fileURLToPath(new URL('.', import.meta.url))
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

const baseline = await measureBuild('baseline', `${root}fixtures/baseline.tsx`, root)
const portico = await measureBuild('portico', `${root}fixtures/portico.tsx`, root)
const addedInitial = portico.initialGzip - baseline.initialGzip
const addedTotal = portico.totalGzip - baseline.totalGzip

console.log('\nsize (gzip -9, minified production build)')
console.log('page                                   before open     total   lazy chunks')
for (const f of [baseline, portico])
  console.log(
    `${(f.name === 'baseline' ? 'React + wagmi + viem (no Portico)' : '+ Portico ConnectButton + adapter-evm').padEnd(38)} ${kb(f.initialGzip).padStart(11)} ${kb(f.totalGzip).padStart(9)} ${String(f.lazyChunks).padStart(12)}`,
  )
console.log(`Portico adds before the dialog opens: ${kb(addedInitial)} (budget ${BUDGET_KB} KB)`)
console.log(`Portico adds in total (dialog included): ${kb(addedTotal)}`)
if (addedInitial > BUDGET_KB * 1024) {
  console.error(`size budget exceeded: ${kb(addedInitial)} > ${BUDGET_KB} KB`)
  process.exit(1)
}
