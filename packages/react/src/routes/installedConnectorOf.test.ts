import type { Connector, WalletListItem } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { installedConnectorOf } from './installedConnectorOf.js'

const metamaskRow = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' } as WalletListItem
const phantomRow = { id: 'a797aa35', name: 'Phantom' } as WalletListItem
const announced = (name: string, rdns: string): Connector => ({
  id: rdns,
  type: 'ANNOUNCED',
  name,
  chain: 'eip155',
  rdns,
})

describe('installed wallets are matched to registry rows by identity (issue "Hardening" 4)', () => {
  it('a page script announcing the name "MetaMask" under another rdns is not the registry’s MetaMask', () => {
    expect(installedConnectorOf([announced('MetaMask', 'com.evil.wallet')], metamaskRow)).toBeUndefined()
  })
  it('the real MetaMask matches by rdns, whatever name it shows', () => {
    const real = announced('MetaMask Flask-ish', 'io.metamask')
    expect(installedConnectorOf([announced('MetaMask', 'com.evil.wallet'), real], metamaskRow)).toBe(real)
  })
  it('a registry id resolved by the adapter matches', () => {
    const c: Connector = {
      id: 'x',
      type: 'INJECTED',
      name: 'Whatever',
      chain: 'eip155',
      explorerId: 'c57ca95b',
    }
    expect(installedConnectorOf([c], metamaskRow)).toBe(c)
  })
  it('wallets without any identity (wallet-standard) fall back to the name; WalletConnect never matches', () => {
    const solana: Connector = { id: 'solana.phantom', type: 'INJECTED', name: 'Phantom', chain: 'solana' }
    expect(installedConnectorOf([solana], phantomRow)).toBe(solana)
    const wc: Connector = { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'Phantom', chain: 'eip155' }
    expect(installedConnectorOf([wc], phantomRow)).toBeUndefined()
  })
})
