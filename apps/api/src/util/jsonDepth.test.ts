import { describe, expect, it } from 'vitest'
import { jsonDeeperThan, MAX_JSON_DEPTH } from './jsonDepth.js'

describe('JSON nesting depth (issue 17, found by the fuzz suite)', () => {
  const arrays = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`
  it('issue 17 fuzz: counts arrays and objects, up to the bound and not past it', () => {
    expect(jsonDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false)
    expect(jsonDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(jsonDeeperThan(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`)).toBe(true)
    expect(jsonDeeperThan(arrays(100_000))).toBe(true)
    expect(jsonDeeperThan('[[1],[2],{"a":[3]}]', 3)).toBe(false)
  })
  it('issue 17 fuzz: brackets inside strings (and escaped quotes) do not count', () => {
    expect(jsonDeeperThan(`{"a":"${'['.repeat(500)}"}`)).toBe(false)
    expect(jsonDeeperThan(`{"a":"\\"${'{'.repeat(500)}"}`)).toBe(false)
    expect(jsonDeeperThan(`{"a":"\\\\",${'"b":['.repeat(1)}1]}`, 2)).toBe(false)
  })
})
