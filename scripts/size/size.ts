/**
 * `pnpm size`: gzipped JavaScript a minimal host page loads before the dialog opens, and in
 * total. (1) Portico (the README's NetworkButton + ConnectButton, adapter-evm on the host's
 * wagmi config) against the same page without it (React + wagmi + viem alone): fails when Portico
 * adds more than the budget before opening; the same with one ConnectButton only, and without
 * WalletConnect (a host with browser wallets only), for comparison.
 * (2) One line per adapter: what it adds to a Portico page that has no adapter.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { measureBuild, type SizeFigures } from './measureBuild.js'
import { STARTUP_BUDGET_KB } from './startupSize.js'

const BUDGET_KB = STARTUP_BUDGET_KB
const root = fileURLToPath(new URL('.', import.meta.url))
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const fixture = (name: string) => `${root}fixtures/${name}`
const row = (label: string, f: SizeFigures) =>
  `${label.padEnd(52)} ${kb(f.initialGzip).padStart(11)} ${kb(f.totalGzip).padStart(10)}`

const baseline = await measureBuild('baseline', fixture('baseline.tsx'), root)
const portico = await measureBuild('portico', fixture('porticoButtons.tsx'), root)
const connectOnly = await measureBuild('portico-connect', fixture('porticoConnectButton.tsx'), root)
const browserWallets = await measureBuild('portico-browser', fixture('porticoBrowserWallets.tsx'), root)
const addedInitial = portico.initialGzip - baseline.initialGzip
const addedTotal = portico.totalGzip - baseline.totalGzip

console.log('\nsize (gzip -9, minified production build)')
console.log(`${'page'.padEnd(52)} ${'before open'.padStart(11)} ${'total'.padStart(10)}`)
console.log(row('React + wagmi + viem (no Portico)', baseline))
console.log(row('+ Portico NetworkButton, ConnectButton, adapter-evm', portico))
console.log(row('+ Portico ConnectButton only, adapter-evm', connectOnly))
console.log(row('+ Portico buttons, adapter-evm, no WalletConnect', browserWallets))
console.log(`Portico adds before the dialog opens: ${kb(addedInitial)} (budget ${BUDGET_KB} KB)`)
console.log(`  with the ConnectButton only: ${kb(connectOnly.initialGzip - baseline.initialGzip)}`)
console.log(
  `  with browser wallets only (no @portico/walletconnect): ${kb(browserWallets.initialGzip - baseline.initialGzip)}`,
)
console.log(`Portico adds in total (dialog included): ${kb(addedTotal)}`)

// each feature screen is its own lazy chunk (DESIGN "Feature modules"): one line per screen
const screens = portico.lazy
  .filter((c) => /features\/[^/]+\/\w+(Route|Tab)\.tsx$/.test(c.src))
  .sort((a, b) => a.src.localeCompare(b.src))
console.log(`\n${'feature screen (its own lazy chunk)'.padEnd(52)} ${'gzip'.padStart(11)}`)
for (const c of screens)
  console.log(
    `${c.src
      .replace(/.*features\//, '')
      .replace(/\.tsx$/, '')
      .padEnd(52)} ${kb(c.gzip).padStart(11)}`,
  )
const dialog = portico.lazy.find((c) => /modal\/PorticoModal\.tsx$/.test(c.src))
if (dialog) console.log(`${'(the dialog chunk, for comparison)'.padEnd(52)} ${kb(dialog.gzip).padStart(11)}`)

// each language is its own lazy chunk, loaded only when a visitor uses it (English is in the dialog)
const locales = portico.lazy
  .filter(
    (c) => /locales\/[\w-]+\.ts$/.test(c.src) && !/(loadLocale|resolveLocale|pluralText)\.ts$/.test(c.src),
  )
  .sort((a, b) => a.src.localeCompare(b.src))
console.log(`\n${'locale (its own lazy chunk)'.padEnd(52)} ${'gzip'.padStart(11)}`)
for (const c of locales)
  console.log(
    `${c.src
      .replace(/.*locales\//, '')
      .replace(/\.ts$/, '')
      .padEnd(52)} ${kb(c.gzip).padStart(11)}`,
  )
const watcher = portico.lazy.find((c) => /locale\/watchLocale\.ts$/.test(c.src))
if (watcher)
  console.log(`${'(the locale watcher, loaded after mount)'.padEnd(52)} ${kb(watcher.gzip).padStart(11)}`)

// per adapter: added to a Portico page without adapters
const base = await measureBuild('portico-only', fixture('porticoOnly.tsx'), root)
console.log(
  `\n${'adapter (added to a Portico page)'.padEnd(52)} ${'before open'.padStart(11)} ${'total'.padStart(10)}`,
)
console.log(row('(Portico with no adapter: the base)', base))
const ADAPTERS: [string, string][] = [
  ['adapter-evm', 'adapterEvm.tsx'],
  ['adapter-solana', 'adapterSolana.tsx'],
  ['adapter-bitcoin', 'adapterBitcoin.tsx'],
  ['adapter-polkadot', 'adapterPolkadot.tsx'],
  ['adapter-cosmos', 'adapterCosmos.tsx'],
]
for (const [name, file] of ADAPTERS) {
  if (!existsSync(fixture(file))) continue
  const f = await measureBuild(name, fixture(file), root)
  console.log(
    `${`+ ${name}`.padEnd(52)} ${kb(f.initialGzip - base.initialGzip).padStart(11)} ${kb(f.totalGzip - base.totalGzip).padStart(10)}`,
  )
}

if (addedInitial > BUDGET_KB * 1024) {
  console.error(`size budget exceeded: ${kb(addedInitial)} > ${BUDGET_KB} KB`)
  process.exit(1)
}
