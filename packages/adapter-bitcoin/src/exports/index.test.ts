import { expect, it } from 'vitest'
import * as exports from './index.js'

it('public API (changes here are API changes: review them)', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'BITCOIN_MAINNET_REF',
    'BITCOIN_REGTEST_REF',
    'BITCOIN_TESTNET_REF',
    'bip322MessageHash',
    'bitcoinAdapter',
    'bitcoinMainnet',
    'bitcoinNetworkName',
    'bitcoinRegtest',
    'bitcoinTestnet',
    'findInjectedBitcoinWallets',
    'isBitcoinStandardWallet',
    'networkRefOfAddress',
    'satsConnectClient',
    'standardBitcoinClient',
    'verifyBip322Simple',
  ])
})
