#!/usr/bin/env node
// Enforces the layer rules of DESIGN.md: arrows only point down the list.
//   react -> ui, core        html -> react, core        adapter-* -> core        walletconnect -> core        apps -> packages
//   core never imports React, ui, adapters or walletconnect (the host hands it walletConnect());
//   ui imports only types from core; adapters never import ui or react; lab-wallet (browser
//   only) imports only types from core and nothing of testing (node).
//   server-kit (Node only) is for the servers: no browser package imports it, it imports none
//   session-verifier (a host's backend) imports no other package of ours
// A hand-written scanner (not dependency-cruiser) because the rules need "import type"
// awareness for ui -> core and must run in well under a second inside the test command.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

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
  // pages without React: mounts react's provider and buttons; never ui or core's insides directly
  html: { forbid: [/^@portico\/(ui|adapter-|testing|lab-wallet|walletconnect|server-kit|session-verifier)/] },
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

// Inside core (issue 29 "Core plug-in points"): the engine names no feature. A feature hooks in
// through its `CoreFeature` (portico/CoreFeature.ts), listed in features/coreFeatures.ts, which
// createPortico.ts (the one place engine and features meet) and the export lists import. Any other
// import from outside features/ into features/ runs back up: at most MAX_BACK_UP_IMPORTS, all
// `import type`. And no import cycle between core's modules (type-only and lazy ones count).
const MAX_BACK_UP_IMPORTS = 4
const ASSEMBLY = [/^features\//, /^exports\//, /^createPortico\.ts$/]

/** core's import graph: module (path under src) -> its relative imports, type-only and lazy marked */
export function coreImportGraph(files) {
  const graph = new Map()
  const known = new Set(files.keys())
  for (const [file, text] of files) {
    const deps = []
    for (const m of text.matchAll(IMPORT_RE)) {
      const spec = m[3] ?? m[4]
      if (!spec.startsWith('.')) continue
      const base = relative('/', resolve('/', dirname(file), spec)).replace(/\.js$/, '')
      const to = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((c) => known.has(c))
      if (to) deps.push({ to, type: Boolean(m[2]), lazy: Boolean(m[4]) })
    }
    graph.set(file, deps)
  }
  return graph
}

/** the groups of modules that import each other (strongly connected components of two or more) */
export function importCycles(graph) {
  let index = 0
  const stack = []
  const onStack = new Set()
  const idx = new Map()
  const low = new Map()
  const cycles = []
  const visit = (v) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const { to } of graph.get(v) ?? []) {
      if (!idx.has(to)) {
        visit(to)
        low.set(v, Math.min(low.get(v), low.get(to)))
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), idx.get(to)))
    }
    if (low.get(v) !== idx.get(v)) return
    const group = []
    let w
    do {
      w = stack.pop()
      onStack.delete(w)
      group.push(w)
    } while (w !== v)
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const v of graph.keys()) if (!idx.has(v)) visit(v)
  return cycles
}

/** imports from the engine (outside features/ and the assembly points) into a feature's folder */
export function backUpImports(graph) {
  const found = []
  for (const [file, deps] of graph) {
    if (ASSEMBLY.some((r) => r.test(file))) continue
    for (const d of deps) if (d.to.startsWith('features/')) found.push({ file, ...d })
  }
  return found
}

/** the problems of core's engine: back-up imports over the limit or not type-only, cycles */
export function checkCoreEngine(files) {
  const graph = coreImportGraph(files)
  const problems = []
  const backUp = backUpImports(graph)
  for (const b of backUp)
    if (!b.type) problems.push(`packages/core/src/${b.file}: imports ${b.to} (a feature) at run time`)
  if (backUp.length > MAX_BACK_UP_IMPORTS)
    problems.push(
      `core: ${backUp.length} imports run back up into features/ (at most ${MAX_BACK_UP_IMPORTS}): ${backUp.map((b) => `${b.file} -> ${b.to}`).join(', ')}`,
    )
  for (const c of importCycles(graph)) problems.push(`core: import cycle between ${c.join(', ')}`)
  return { problems, backUp: backUp.length }
}

function coreSources() {
  const src = join(root, 'packages/core/src')
  const files = new Map()
  for (const file of walk(src))
    if (!/\.test\.tsx?$/.test(file) && !file.includes('/test/'))
      files.set(relative(src, file), readFileSync(file, 'utf8'))
  return files
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
  const engine = checkCoreEngine(coreSources())
  problems.push(...engine.problems)
  if (problems.length) {
    console.error(`layer check: ${problems.length} import(s) cross the layers of DESIGN.md`)
    for (const p of problems) console.error(`  ${p}`)
    process.exit(1)
  }
  console.log(`layer check: ${files} files, no import crosses the layers`)
  console.log(`core: ${engine.backUp} import(s) run back up into features/ (type-only), no import cycle`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
