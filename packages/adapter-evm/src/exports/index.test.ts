import { expect, it } from 'vitest'
import * as exports from './index.js'

it('public API (changes here are API changes: review them)', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'BROWSER_WALLET_NAME',
    'SIGNED_MESSAGE_RE',
    'WAGMI_STORAGE_KEY',
    'evmAdapter',
    'toViemChain',
  ])
})
