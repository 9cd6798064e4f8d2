import { expect, it } from 'vitest'
import * as exports from './index.js'

it('public API (changes here are API changes: review them)', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'COSMOS_CONNECTOR_PREFIX',
    'DEFAULT_COSMOS_WALLETS',
    'cosmosAdapter',
    'cosmosHub',
    'cosmosNetwork',
  ])
})
