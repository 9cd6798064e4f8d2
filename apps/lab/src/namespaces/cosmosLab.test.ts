// adapter-cosmos against the real Keplr-like lab wallet (packages/testing), in Node: no mocks.
import { cosmosAdapter } from '@portico/adapter-cosmos'
import { type AdapterEvent, createMemoryStorage, isPorticoError } from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { createApprovalQueue } from '@portico/lab-wallet'
import { COSMOS_LAB_GLOBAL, createCosmosLabWallet } from '@portico/lab-wallet/cosmos'
import { verifyAdr36Signature, verifyDirectTxSignature } from '@portico/testing/node'
import { describe, expect, it } from 'vitest'
import { COSMOS_LAB_CHAINS, cosmosLabNetwork } from './cosmosLab.js'

async function setup(mode: 'auto-approve' | 'auto-reject' = 'auto-approve') {
  const page: object = {}
  const wallet = await createCosmosLabWallet({
    chains: COSMOS_LAB_CHAINS,
    approval: createApprovalQueue(mode),
    storage: createMemoryStorage(),
    origin: 'http://127.0.0.1',
  })
  wallet.install(page)
  const events: AdapterEvent[] = []
  const adapter = cosmosAdapter({ wallets: [COSMOS_LAB_GLOBAL], global: page })
  adapter.setup({
    networks: [cosmosLabNetwork],
    storage: createStorage(createMemoryStorage()),
    emit: (e) => events.push(e),
  })
  return { wallet, adapter, events }
}

const ID = `cosmos:${COSMOS_LAB_GLOBAL}`

describe('adapter-cosmos with the lab cosmos wallet', () => {
  it('discovers the wallet at its own global, connects with a bech32 account', async () => {
    const { adapter, wallet, events } = await setup()
    expect(events[0]).toMatchObject({
      type: 'connectors',
      connectors: [{ id: ID, name: 'Lab Cosmos Wallet', type: 'INJECTED', chain: 'cosmos' }],
    })
    const r = await adapter.connect({ connectorId: ID })
    expect(r).toEqual({
      address: wallet.address('portico-local-1'),
      chainId: 'portico-local-1',
      connectorId: ID,
    })
    expect(r.address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
  })

  it('ADR-36 signArbitrary verifies with cosmjs (amino sign doc + secp256k1)', async () => {
    const { adapter, wallet } = await setup()
    const { address } = await adapter.connect({ connectorId: ID })
    const signature = await adapter.signMessage({ message: 'Hello Cosmos', address })
    const pubKey = wallet.publicKey
    expect(await verifyAdr36Signature({ signer: address, data: 'Hello Cosmos', pubKey, signature })).toBe(
      true,
    )
    expect(await verifyAdr36Signature({ signer: address, data: 'Hello Cosmoz', pubKey, signature })).toBe(
      false,
    )
  })

  it('§4 rejecting in the wallet is a user rejection (declined), typed USER_REJECTED', async () => {
    const { adapter } = await setup('auto-reject')
    const e = await adapter.connect({ connectorId: ID }).catch((x: unknown) => x)
    expect(isPorticoError(e, 'USER_REJECTED')).toBe(true)
  })

  for (const mode of ['direct', 'amino'] as const) {
    it(`MsgSend signed offline (${mode}) decodes to the same message; nothing is broadcast`, async () => {
      const { adapter, wallet } = await setup()
      const { address } = await adapter.connect({ connectorId: ID })
      const to = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
      const signed = await adapter.signTransfer({
        to,
        amount: 1000n,
        denom: 'stake',
        fee: { amount: [{ denom: 'stake', amount: '500' }], gas: '200000' },
        memo: 'lab',
        accountNumber: 7,
        sequence: 3,
        mode,
      })
      expect(signed.broadcast).toBe(false)
      // the contract's shape: the tx hash (SHA-256 of the TxRaw, uppercase hex) and the raw tx
      const digest = new Uint8Array(
        await crypto.subtle.digest(
          'SHA-256',
          Uint8Array.from(atob(signed.raw), (c) => c.charCodeAt(0)),
        ),
      )
      expect(signed.id).toBe(
        [...digest]
          .map((b) => b.toString(16).padStart(2, '0'))
          .join('')
          .toUpperCase(),
      )
      expect(signed.raw).toBe(signed.txBase64)
      expect(signed.decoded).toEqual({
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        fromAddress: address,
        toAddress: to,
        amount: [{ denom: 'stake', amount: '1000' }],
        memo: 'lab',
        sequence: 3,
        signMode: mode,
      })
      if (mode === 'direct') {
        const ok = await verifyDirectTxSignature({
          txBase64: signed.txBase64,
          chainId: 'portico-local-1',
          accountNumber: 7,
          pubKey: wallet.publicKey,
        })
        expect(ok).toBe(true)
        const other = {
          txBase64: signed.txBase64,
          chainId: 'cosmoshub-4',
          accountNumber: 7,
          pubKey: wallet.publicKey,
        }
        expect(await verifyDirectTxSignature(other)).toBe(false)
      }
    })
  }
})
