import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** the adapters made with the kit; adapter-evm joins when it is (issue 29 "An adapter kit") */
const ON_THE_KIT = ['bitcoin', 'cosmos', 'polkadot', 'solana']

const factory = (name: string) =>
  readFileSync(new URL(`../packages/adapter-${name}/src/${name}Adapter.ts`, import.meta.url), 'utf8')

describe('adapter factories (issue 29 "An adapter kit")', () => {
  it.each(ON_THE_KIT)('issue 29: adapter-%s is built with defineAdapter in at most 150 lines', (name) => {
    const src = factory(name)
    expect(src).toMatch(/\bdefineAdapter\b/)
    expect(src.split('\n').length - 1).toBeLessThanOrEqual(150)
  })

  it('issue 29: adapter-evm (wagmi its engine, not yet on defineAdapter) is at most 150 lines', () => {
    expect(factory('evm').split('\n').length - 1).toBeLessThanOrEqual(150)
  })
})
