#!/usr/bin/env node
// The docs' pictures are the gallery's, never hand-made: `pnpm gallery` (root) screenshots every view
// from the built lab into test-results/gallery; this copies the ones the README and the docs show
// into public/screenshots. Run both after a visible change to the dialog:
//   pnpm gallery && pnpm --filter @portico/docs screenshots
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')
const from = resolve(process.env.GALLERY_DIR ?? join(root, 'test-results/gallery'))
const to = resolve(import.meta.dirname, '../public/screenshots')
export const SHOWN = [
  'connect-light-en',
  'account-dark-en',
  'account-light-ja',
  'connect-dark-ar',
  'walletconnect-light-en',
  'networks-light-en',
  'send-light-en',
  'receive-light-en',
  'swap-light-en',
  'onramp-light-en',
  'activity-light-en',
  'nfts-light-en',
  'register-name-light-en',
]
mkdirSync(to, { recursive: true })
const missing = SHOWN.filter((name) => !existsSync(join(from, `${name}.png`)))
if (missing.length > 0) {
  console.error(`not in ${from}: ${missing.join(', ')} (run \`pnpm gallery\` first)`)
  process.exit(1)
}
for (const name of SHOWN) copyFileSync(join(from, `${name}.png`), join(to, `${name}.png`))
console.log(`${SHOWN.length} screenshots copied from ${from} to ${to}`)
