import { expect, it } from 'vitest'
import * as core from './index.js'

it('public export list (review API changes here)', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})

it('importing core touches no window (SSR-safe)', () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  expect(typeof core.createPortico).toBe('function')
})
