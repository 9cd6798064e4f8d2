// adapter-polkadot over a real core WalletConnect session (createNamespaceSession) whose wallet
// side signs with a real sr25519 key: connect, signMessage, offline transfers, errors, events.
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import {
  type AdapterEvent,
  createMemoryStorage,
  isPorticoError,
  isUserRejection,
  parseCaipAddress,
} from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { loadPolkadotLabRuntime } from '@portico/lab-wallet/polkadot'
import { describe, expect, it, vi } from 'vitest'
import { polkadotAdapter } from './polkadotAdapter.js'
import { POLKADOT_GENESIS_HASH, polkadotMainnet, polkadotNetwork } from './polkadotNetworks.js'
import { offlineApi } from './polkadotTransfer.js'
import { createSessionWallet } from './test/createSessionWallet.js'

const TEST_GENESIS = `0x${'12'.repeat(32)}` as const
const testnet = polkadotNetwork({ genesisHash: TEST_GENESIS, name: 'Test', testnet: true })
const MAINNET = polkadotMainnet.caipNetworkId
const TESTNET = testnet.caipNetworkId
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
/** //Bob on the dev phrase, Polkadot format */
const DEST = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'

async function setup(opts: Partial<Parameters<typeof createSessionWallet>[0]> = {}) {
  const runtime = await loadPolkadotLabRuntime()
  const wallet = await createSessionWallet({ chains: [TESTNET, MAINNET], runtime, ...opts })
  const events: AdapterEvent[] = []
  const storage = createStorage(createMemoryStorage())
  const adapter = polkadotAdapter({
    chains: {
      [MAINNET]: { genesisHash: POLKADOT_GENESIS_HASH, loadRuntime: async () => runtime },
      [TESTNET]: { genesisHash: TEST_GENESIS, loadRuntime: async () => runtime },
    },
  })
  adapter.setup({ networks: [polkadotMainnet, testnet], storage, emit: (e) => events.push(e) })
  return { adapter, wallet, events, runtime, storage }
}

async function code(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  )
  return isPorticoError(e) ? e.code : e
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('adapter-polkadot over a WalletConnect session', () => {
  it('§4 connects on the session chain with the first valid SS58 account; a 3-part CAIP-10', async () => {
    const { adapter, wallet } = await setup({ extraAccounts: [`${TESTNET}:0x1234`] })
    const r = await adapter.connectWalletConnect!(wallet.session)
    expect(r).toEqual({ address: wallet.address, chainId: testnet.id, connectorId: 'walletConnect' })
    expect(parseCaipAddress(`polkadot:${r.chainId}:${r.address}`)).toEqual({
      chainNamespace: 'polkadot',
      chainId: testnet.id,
      address: wallet.address,
    })
    expect(wallet.calls).toEqual([])
    // the provider is the session's extension interface
    expect(await adapter.getProvider()).toMatchObject({ accounts: {}, signer: {} })
  })

  it('signMessage → polkadot_signMessage { address, message: hex }; verifies over <Bytes>-wrapped bytes', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connectWalletConnect!(wallet.session)
    const message = 'Hello over WalletConnect'
    const signature = await adapter.signMessage({ message, address: wallet.address })
    expect(wallet.calls).toEqual([
      {
        method: 'polkadot_signMessage',
        params: { address: wallet.address, message: '0x48656c6c6f206f7665722057616c6c6574436f6e6e656374' },
        chainId: TESTNET,
      },
    ])
    expect(signatureVerify(u8aWrapBytes(stringToU8a(message)), signature, wallet.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify(u8aWrapBytes(stringToU8a('other')), signature, wallet.address).isValid).toBe(false)
  })

  it('signTransfer → polkadot_signTransaction { address, transactionPayload }; the extrinsic decodes (not submitted)', async () => {
    const { adapter, wallet, runtime } = await setup()
    await adapter.connectWalletConnect!(wallet.session)
    const signed = await adapter.signTransfer({ to: DEST, amount: 1_234_567_890n, nonce: 3 })
    const [call] = wallet.calls
    expect(call?.method).toBe('polkadot_signTransaction')
    expect(call?.chainId).toBe(TESTNET)
    const params = call?.params as { address: string; transactionPayload: Record<string, unknown> }
    expect(params.address).toBe(wallet.address)
    expect(params.transactionPayload).toMatchObject({ address: wallet.address, genesisHash: TEST_GENESIS })
    expect(signed.submitted).toBe(false)
    expect(signed.decoded).toEqual({
      signer: wallet.address,
      dest: DEST,
      amount: 1_234_567_890n,
      nonce: 3,
      section: 'balances',
      method: 'transferKeepAlive',
    })
    const api = await offlineApi(TEST_GENESIS, runtime)
    const xt = api.createType('Extrinsic', signed.extrinsic)
    expect(xt.isSigned).toBe(true)
    expect(xt.signer.toString()).toBe(wallet.address)
    // a typed MultiSignature: 0x01 (sr25519) + the 64-byte signature the extrinsic carries
    expect(signed.signature).toBe(`0x01${xt.signature.toHex().slice(2)}`)
  })

  it('a wallet that signs a different payload (other nonce) is rejected by the adapter: WALLET_RESPONSE_INVALID', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connectWalletConnect!(wallet.session)
    wallet.state.next = { tamper: (p) => ({ ...p, nonce: '0x00000009' }) }
    expect(await code(adapter.signTransfer({ to: DEST, amount: 5n, nonce: 1 }))).toBe(
      'WALLET_RESPONSE_INVALID',
    )
    // a malformed answer too
    wallet.state.next = { result: { signature: '0x1234' } }
    expect(await code(adapter.signMessage({ message: 'hi', address: wallet.address }))).toBe(
      'WALLET_RESPONSE_INVALID',
    )
    wallet.state.next = { result: null }
    expect(await code(adapter.signTransfer({ to: DEST, amount: 5n }))).toBe('WALLET_RESPONSE_INVALID')
  })

  it('§4 only approved methods are sent: the others are METHOD_NOT_ALLOWED, nothing reaches the wallet', async () => {
    const { adapter, wallet } = await setup({ methods: ['polkadot_signMessage'] })
    await adapter.connectWalletConnect!(wallet.session)
    expect(await code(adapter.signTransfer({ to: DEST, amount: 5n }))).toBe('METHOD_NOT_ALLOWED')
    wallet.state.methods = []
    expect(await code(adapter.signMessage({ message: 'hi', address: wallet.address }))).toBe(
      'METHOD_NOT_ALLOWED',
    )
    expect(wallet.calls).toEqual([])
  })

  it('§4 a rejection in the wallet is USER_REJECTED (declined), for messages and transactions', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connectWalletConnect!(wallet.session)
    // what core's engine makes of a WalletConnect USER_REJECTED (5000) answer
    const rejected = () => Object.assign(new Error('User rejected the request'), { code: 4001 })
    wallet.state.next = { error: rejected() }
    const e = await adapter.signMessage({ message: 'hi', address: wallet.address }).catch((x: unknown) => x)
    expect(isPorticoError(e, 'USER_REJECTED')).toBe(true)
    expect(isUserRejection(e)).toBe(true)
    wallet.state.next = { error: rejected() }
    expect(await code(adapter.signTransfer({ to: DEST, amount: 5n }))).toBe('USER_REJECTED')
  })

  it('§4 the wallet ends the session → disconnect event, the adapter forgets it', async () => {
    const { adapter, wallet, events } = await setup()
    await adapter.connectWalletConnect!(wallet.session)
    wallet.state.live = false
    wallet.session.end()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(await code(adapter.signMessage({ message: 'hi', address: wallet.address }))).toBe('NOT_CONNECTED')
    expect(await adapter.getProvider()).toBeUndefined()
  })

  it('disconnect() only forgets: the session is not ended, its later events are ignored', async () => {
    const { adapter, wallet, events } = await setup()
    await adapter.connectWalletConnect!(wallet.session)
    await adapter.disconnect()
    expect(await code(adapter.signMessage({ message: 'hi', address: wallet.address }))).toBe('NOT_CONNECTED')
    const before = events.length
    wallet.session.setChain(MAINNET)
    wallet.session.end()
    expect(events.length).toBe(before)
    expect(wallet.calls).toEqual([])
  })

  it('§4 accountsChanged: a new account is reported; none left is a disconnect', async () => {
    const { adapter, wallet, events } = await setup()
    await adapter.connectWalletConnect!(wallet.session)
    await tick()
    const other = encodeAddress(new Uint8Array(32).fill(9), 0)
    wallet.state.addresses = [other]
    wallet.session.updated()
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({
        type: 'account',
        address: other,
        chainId: testnet.id,
        connectorId: 'walletConnect',
      }),
    )
    expect(await code(adapter.signMessage({ message: 'hi', address: wallet.address }))).toBe('INVALID_CAIP')
    wallet.state.addresses = []
    wallet.session.updated()
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'disconnect' }))
    expect(await code(adapter.signMessage({ message: 'hi', address: other }))).toBe('NOT_CONNECTED')
  })

  it('§4 reload: a WalletConnect connection is not restored by restore() (core calls connectWalletConnect)', async () => {
    const { adapter } = await setup()
    expect(await adapter.restore({ connectorId: 'walletConnect' })).toBeNull()
  })
})

describe('§5 networks over a WalletConnect session', () => {
  it('§5 the session chain when configured, else the first configured chain of the session (made its default)', async () => {
    const { adapter, wallet } = await setup({ chains: [KUSAMA, MAINNET] })
    expect(wallet.session.chainId()).toBe(KUSAMA)
    const r = await adapter.connectWalletConnect!(wallet.session)
    expect(r.chainId).toBe(polkadotMainnet.id)
    expect(wallet.session.chainId()).toBe(MAINNET)
  })

  it('§5 a chain must belong to a configured namespace: a session without a configured chain is NETWORK_NOT_FOUND', async () => {
    const { adapter, wallet } = await setup({ chains: [KUSAMA] })
    expect(await code(adapter.connectWalletConnect!(wallet.session))).toBe('NETWORK_NOT_FOUND')
    expect(await code(adapter.signMessage({ message: 'hi', address: wallet.address }))).toBe('NOT_CONNECTED')
  })

  it('§5 switchNetwork goes through session.setChain, only to a chain the session has (else CHAIN_NOT_SUPPORTED)', async () => {
    const { adapter, wallet, events } = await setup({ chains: [TESTNET] })
    await adapter.connectWalletConnect!(wallet.session)
    expect(await code(adapter.switchNetwork(polkadotMainnet))).toBe('CHAIN_NOT_SUPPORTED')
    expect(wallet.session.chainId()).toBe(TESTNET)

    wallet.state.chains = [TESTNET, MAINNET]
    await adapter.switchNetwork(polkadotMainnet)
    expect(wallet.session.chainId()).toBe(MAINNET)
    expect(events.filter((e) => e.type === 'chain')).toEqual([{ type: 'chain', chainId: polkadotMainnet.id }])
    // requests and transfers now go to the new chain
    await adapter.signMessage({ message: 'hi', address: wallet.address })
    await adapter.signTransfer({ to: DEST, amount: 5n })
    expect(wallet.calls.map((c) => c.chainId)).toEqual([MAINNET, MAINNET])
    const params = wallet.calls[1]?.params as { transactionPayload?: { genesisHash?: string } } | undefined
    expect(params?.transactionPayload?.genesisHash).toBe(POLKADOT_GENESIS_HASH)
  })

  it('§5 the wallet moves to an unconfigured chain: reported (UnsupportedChain in core), signing is NETWORK_NOT_FOUND', async () => {
    const { adapter, wallet, events } = await setup({ chains: [TESTNET, KUSAMA] })
    await adapter.connectWalletConnect!(wallet.session)
    wallet.session.setChain(KUSAMA)
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({ type: 'chain', chainId: KUSAMA.slice('polkadot:'.length) }),
    )
    expect(await code(adapter.signMessage({ message: 'hi', address: wallet.address }))).toBe(
      'NETWORK_NOT_FOUND',
    )
    expect(await code(adapter.signTransfer({ to: DEST, amount: 5n }))).toBe('NETWORK_NOT_FOUND')
    expect(wallet.calls).toEqual([])
    // back on a configured chain: signing works again
    wallet.session.setChain(TESTNET)
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'chain', chainId: testnet.id }))
    await adapter.signMessage({ message: 'hi', address: wallet.address })
    expect(wallet.calls.map((c) => c.chainId)).toEqual([TESTNET])
  })
})
