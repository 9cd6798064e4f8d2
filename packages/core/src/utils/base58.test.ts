import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { base58, isBase58 } from './base58.js'

const PACKAGES = join(import.meta.dirname, '../../..')

/** the source files of Portico's packages (tests and generated data aside) */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && path.includes('/src/') ? [path] : []
  })
}

describe('base58', () => {
  it('encodes like the solana and bitcoin libraries (leading zero bytes are 1s)', () => {
    expect(base58(new TextEncoder().encode('hello'))).toBe('Cn8eVZg')
    expect(base58(Uint8Array.of(0, 0, 1))).toBe('112')
    expect(base58(new Uint8Array())).toBe('')
  })

  it('§5 base58 text has none of 0, O, I, l and the length asked for', () => {
    expect(isBase58('Cn8eVZg')).toBe(true)
    for (const bad of ['Cn8eVZ0', 'OCn8eVZ', 'ICn8eVZ', 'lCn8eVZ', '', 'Cn8 eVZ'])
      expect(isBase58(bad)).toBe(false)
    expect(isBase58('1'.repeat(32), 32, 44)).toBe(true)
    expect(isBase58('1'.repeat(31), 32, 44)).toBe(false)
    expect(isBase58('1'.repeat(45), 32, 44)).toBe(false)
  })

  it('issue 29: base58 has one home — no other package source spells its alphabet', () => {
    const copies = sources(PACKAGES)
      .filter((f) => !f.endsWith('core/src/utils/base58.ts'))
      .filter((f) => {
        const text = readFileSync(f, 'utf8')
        return text.includes('1-9A-HJ-NP-Za-km-z') || text.includes('123456789ABCDEFGHJKLMNP')
      })
      .map((f) => relative(PACKAGES, f))
    expect(copies).toEqual([])
  })
})
