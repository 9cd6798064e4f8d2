#!/usr/bin/env node
// Enforces the layer rules of DESIGN.md: arrows only point down the list.
//   react -> ui, core        adapter-* -> core        walletconnect -> core        apps -> packages
//   core never imports React, ui, adapters or walletconnect (the host hands it walletConnect());
//   ui imports only types from core; adapters never import ui or react; lab-wallet (browser
//   only) imports only types from core and nothing of testing (node).
//   server-kit (Node only) is for the servers: no browser package imports it, it imports none
//   session-verifier (a host's backend) imports no other package of ours
// A hand-written scanner (not dependency-cruiser) because the rules need "import type"
// awareness for ui -> core and must run in well under a second inside the test command.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const IMPORT_RE =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"\n;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** package dir -> rules */
const RULES = {
  core: {
    forbid: [
      /^react($|\/)/,
      /^react-dom/,
      /^@portico\/(ui|react|adapter-|testing|lab-wallet|walletconnect|server-kit|session-verifier)/,
    ],
  },
  ui: { forbid: [/^@portico\/(react|adapter-|testing|server-kit)/], typeOnly: [/^@portico\/core/] },
  react: { forbid: [/^@portico\/(adapter-|testing|server-kit)/] },
  adapter: { forbid: [/^react($|\/)/, /^react-dom/, /^@portico\/(ui|react|testing|server-kit)/] },
  testing: { forbid: [/^@portico\/(ui|react|adapter-|walletconnect|server-kit)/] },
  'lab-wallet': {
    forbid: [/^@portico\/(ui|react|adapter-|testing|walletconnect|server-kit)/, /^node:/],
    typeOnly: [/^@portico\/core/],
  },
  walletconnect: {
    forbid: [/^react($|\/)/, /^react-dom/, /^@portico\/(ui|react|adapter-|testing|lab-wallet|server-kit)/],
  },
  // Node only, for the servers (apps/*): no browser package, nothing of the dialog
  'server-kit': { forbid: [/^react($|\/)/, /^react-dom/, /^@portico\/(core|ui|react|adapter-)/] },
  // a host backend's one import: jose only
  'session-verifier': { forbid: [/^react($|\/)/, /^react-dom/, /^@portico\//] },
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue
    const p = join(dir, name)
    if (statSync(p).isDirectory()) yield* walk(p)
    else if (/\.(ts|tsx|mts)$/.test(name)) yield p
  }
}

export function checkFile(ruleName, file, text) {
  const rule = RULES[ruleName]
  const problems = []
  for (const m of text.matchAll(IMPORT_RE)) {
    const isType = Boolean(m[2])
    const spec = m[3] ?? m[4]
    if (rule.forbid.some((r) => r.test(spec))) problems.push(`${file}: imports ${spec} across the layers`)
    if (!isType && rule.typeOnly?.some((r) => r.test(spec)))
      problems.push(`${file}: may only "import type" from ${spec}`)
  }
  return problems
}

function main() {
  const problems = []
  let files = 0
  for (const pkg of readdirSync(join(root, 'packages'))) {
    const ruleName = pkg.startsWith('adapter-') ? 'adapter' : pkg
    if (!RULES[ruleName]) continue
    const src = join(root, 'packages', pkg, 'src')
    for (const file of walk(src)) {
      if (/\.test\.tsx?$/.test(file) && ruleName !== 'ui') continue
      files++
      problems.push(...checkFile(ruleName, relative(root, file), readFileSync(file, 'utf8')))
    }
  }
  if (problems.length) {
    console.error(`layer check: ${problems.length} import(s) cross the layers of DESIGN.md`)
    for (const p of problems) console.error(`  ${p}`)
    process.exit(1)
  }
  console.log(`layer check: ${files} files, no import crosses the layers`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
