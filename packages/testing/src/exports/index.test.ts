import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as browserEntry from './index.js'
import * as nodeEntry from './node.js'

const BROWSER_EXPORTS = [
  'DEVNET_ACCOUNTS',
  'DEVNET_BALANCE_ETH',
  'DEVNET_CHAINS',
  'DEVNET_MNEMONIC',
  'LAB_WALLET_INFO',
  'ProviderRpcError',
  'announceLabWallet',
  'createApprovalQueue',
  'createLabWallet',
  'createMemoryKeyValueStorage',
  'devnetNetwork',
  'mountApprovalPrompt',
]

describe('public API', () => {
  it('the browser entry exports exactly this list', () => {
    expect(Object.keys(browserEntry).sort()).toEqual(BROWSER_EXPORTS)
  })

  it('the node entry adds startDevnet to the browser entry', () => {
    expect(Object.keys(nodeEntry).sort()).toEqual([...BROWSER_EXPORTS, 'startDevnet'].sort())
  })

  it('nothing reachable from the browser entry imports a Node built-in', () => {
    const builtins = new Set(builtinModules)
    const seen = new Set<string>()
    const offenders: string[] = []
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const spec = m[1] as string
        if (spec.startsWith('node:') || builtins.has(spec)) offenders.push(`${file} imports ${spec}`)
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')))
      }
    }
    visit(fileURLToPath(new URL('./index.ts', import.meta.url)))
    expect(seen.size).toBeGreaterThan(5)
    expect(offenders).toEqual([])
  })
})
