import { expect, it } from 'vitest'
import * as exports from './index.js'

it('public API (changes here are API changes: review them)', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'formatUnits',
    'isSolanaWallet',
    'parseUnits',
    'solanaAdapter',
    'solanaConnectorId',
    'solanaDevnet',
    'solanaMainnet',
    'solanaNetwork',
    'solanaTestnet',
    'toRpcCommitment',
    'toSolanaConnectors',
    'validatePreflightCommitment',
  ])
})
