import { expect, it } from 'vitest'
import * as exports from './index.js'

it('public API (changes here are API changes: review them)', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'KNOWN_POLKADOT_EXTENSIONS',
    'POLKADOT_CONNECTOR_PREFIX',
    'POLKADOT_GENESIS_HASH',
    'polkadotAdapter',
    'polkadotMainnet',
    'polkadotNetwork',
    'toPolkadotChainId',
  ])
})
