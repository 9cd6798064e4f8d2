/**
 * adapter-solana over a WalletConnect session: a real namespace session (core's
 * createNamespaceSession) whose `send` plays the wallet with a real ed25519 key, and a fake
 * Solana JSON-RPC behind `fetch` for the transactions the adapter builds and confirms.
 * Setup: test/walletConnectSolanaSession.ts.
 */
import { readFileSync } from 'node:fs'
import { isPorticoError, isUserRejection, toCaipAddress } from '@portico/core'
import { getTransactionDecoder, getTransactionEncoder, signBytes } from '@solana/kit'
import { describe, expect, it, vi } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'
import { ADDRESS, LOCALNET, makeCtx, OTHER, walletsSource } from './test/fakeSolanaWallet.js'
import {
  address,
  b58,
  b64,
  code,
  connected,
  fakeRpc,
  honestWallet,
  keys,
  transfer,
  useWalletKey,
  verifies,
  wcSession,
} from './test/walletConnectSolanaSession.js'
import { signedTransactionFrom } from './walletConnectSolanaWallet.js'

useWalletKey()

describe('solanaAdapter over a WalletConnect session', () => {
  it('§4 connectWalletConnect: the session account on its chain, CAIP-10 solana:<ref>:<address>, connector walletConnect', async () => {
    const { adapter, result, wc, events } = await connected()
    expect(result).toEqual({ address, chainId: LOCALNET.id, connectorId: 'walletConnect' })
    expect(toCaipAddress('solana', result.chainId, result.address)).toBe(
      `${LOCALNET.caipNetworkId}:${address}`,
    )
    expect(((await adapter.getProvider()) as { name: string }).name).toBe('WalletConnect')
    // nothing asked of the wallet, no event of our own
    expect(wc.calls).toEqual([])
    expect(events.filter((e) => e.type !== 'connectors')).toEqual([])
  })

  it('signMessage: solana_signMessage { message: base58, pubkey } → an ed25519 signature that verifies', async () => {
    const { adapter, wc } = await connected()
    const sig = await adapter.signMessage({ message: 'Hello from Portico', address })
    const message = new TextEncoder().encode('Hello from Portico')
    expect(wc.calls).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: b58.encode.decode(message), pubkey: address },
        chainId: LOCALNET.caipNetworkId,
      },
    ])
    expect(await verifies(b58.decode.encode(sig) as Uint8Array, message)).toBe(true)
  })

  it('send with solana_signTransaction approved: the signature goes in the fee payer slot and the adapter sends it', async () => {
    const rpc = fakeRpc()
    const { adapter, wc } = await connected({ methods: ['solana_signMessage', 'solana_signTransaction'] })
    const { id: signature } = await adapter.send!(transfer(500_000_000n))
    expect(wc.calls.map((c) => c.method)).toEqual(['solana_signTransaction'])
    expect(wc.calls[0]?.chainId).toBe(LOCALNET.caipNetworkId)
    expect(rpc.methods).toContain('sendTransaction')
    const [wire] = rpc.sent
    const tx = getTransactionDecoder().decode(wire!)
    expect(Object.keys(tx.signatures)[0]).toBe(address)
    const slot = tx.signatures[address as keyof typeof tx.signatures]!
    expect(b58.encode.decode(slot)).toBe(signature)
    expect(await verifies(slot, tx.messageBytes)).toBe(true)
  })

  it('send with solana_signAndSendTransaction approved: the wallet sends { transaction, sendOptions }, the adapter confirms on the RPC', async () => {
    const rpc = fakeRpc()
    const { adapter, wc } = await connected({ answer: honestWallet((wire) => rpc.land(wire)) })
    const { id: signature } = await adapter.send!(transfer(500_000_000n))
    expect(wc.calls.map((c) => c.method)).toEqual(['solana_signAndSendTransaction'])
    const params = wc.calls[0]!.params
    expect(params.sendOptions).toEqual({ preflightCommitment: 'confirmed' })
    expect(() => getTransactionDecoder().decode(b64.decode.encode(String(params.transaction)))).not.toThrow()
    // the wallet sent it, not the adapter; the adapter polled the confirmation
    expect(rpc.methods).not.toContain('sendTransaction')
    expect(rpc.methods).toContain('getSignatureStatuses')
    expect(rpc.sent).toHaveLength(1)
    const tx = getTransactionDecoder().decode(rpc.sent[0]!)
    expect(await verifies(b58.decode.encode(signature) as Uint8Array, tx.messageBytes)).toBe(true)
  })

  it('§5 a method the wallet did not approve is METHOD_NOT_ALLOWED, and never reaches the wallet', async () => {
    fakeRpc()
    const { adapter, wc } = await connected({ methods: [] })
    expect(code(await adapter.signMessage({ message: 'hi', address }).catch((e) => e))).toBe(
      'METHOD_NOT_ALLOWED',
    )
    expect(code(await adapter.send!(transfer(1_000_000_000n)).catch((e) => e))).toBe('METHOD_NOT_ALLOWED')
    expect(wc.calls).toEqual([])
  })

  it.each([
    ['no answer', null],
    ['no signature', {}],
    ['a signature that is not base58', { signature: 'not-base58!' }],
    ['a 32-byte signature', { signature: b58.encode.decode(new Uint8Array(32).fill(1)) }],
    ['a number', { signature: 42 }],
  ])('a wallet answering %s is WALLET_RESPONSE_INVALID (sign message, sign-and-send)', async (_, answer) => {
    const rpc = fakeRpc()
    const { adapter } = await connected({ answer: () => answer })
    expect(code(await adapter.signMessage({ message: 'hi', address }).catch((e) => e))).toBe(
      'WALLET_RESPONSE_INVALID',
    )
    expect(code(await adapter.send!(transfer(1_000_000_000n)).catch((e) => e))).toBe(
      'WALLET_RESPONSE_INVALID',
    )
    expect(rpc.sent).toEqual([])
  })

  it('a wallet answering solana_signTransaction badly is WALLET_RESPONSE_INVALID and nothing is sent', async () => {
    const bad = [
      null,
      { signature: 'short' },
      { transaction: 12 },
      { transaction: '%%%' },
      { transaction: 'AAAA' },
    ]
    for (const answer of bad) {
      const rpc = fakeRpc()
      const { adapter } = await connected({ methods: ['solana_signTransaction'], answer: () => answer })
      const e = await adapter.send!(transfer(1_000_000_000n)).catch((x) => x)
      expect(code(e), JSON.stringify(answer)).toBe('WALLET_RESPONSE_INVALID')
      expect(rpc.sent).toEqual([])
    }
  })

  it('signedTransactionFrom: a returned transaction must be signed by its fee payer and agree with the signature', async () => {
    const rpc = fakeRpc()
    let unsigned: Uint8Array = new Uint8Array()
    const { adapter } = await connected({
      methods: ['solana_signTransaction'],
      answer: (_m, params) => {
        unsigned = b64.decode.encode(String(params.transaction)) as Uint8Array
        throw Object.assign(new Error('stop'), { code: -32000 })
      },
    })
    await adapter.send!(transfer(1_000_000_000n)).catch(() => undefined)
    expect(rpc.sent).toEqual([])
    const tx = getTransactionDecoder().decode(unsigned)
    const sig = await signBytes(keys.privateKey, tx.messageBytes)
    const signedWire = getTransactionEncoder().encode({
      ...tx,
      signatures: { ...tx.signatures, [address]: sig },
    })
    // the wallet's own transaction (base64), with or without the matching signature
    expect(signedTransactionFrom(unsigned, { transaction: b64.encode.decode(signedWire) })).toEqual(
      new Uint8Array(signedWire),
    )
    expect(
      signedTransactionFrom(unsigned, {
        transaction: b64.encode.decode(signedWire),
        signature: b58.encode.decode(sig),
      }),
    ).toEqual(new Uint8Array(signedWire))
    // only the signature: put into the fee payer's slot
    expect(signedTransactionFrom(unsigned, { signature: b58.encode.decode(sig) })).toEqual(
      new Uint8Array(signedWire),
    )
    // still unsigned, or a signature that is not the transaction's
    const invalid = (answer: unknown) => {
      try {
        signedTransactionFrom(unsigned, answer)
        return 'accepted'
      } catch (e) {
        return code(e)
      }
    }
    expect(invalid({ transaction: b64.encode.decode(unsigned) })).toBe('WALLET_RESPONSE_INVALID')
    expect(
      invalid({
        transaction: b64.encode.decode(signedWire),
        signature: b58.encode.decode(new Uint8Array(64).fill(3)),
      }),
    ).toBe('WALLET_RESPONSE_INVALID')
  })

  it.each([
    ['4001', 4001],
    ['WalletConnect 5000', 5000],
  ])('§4 a rejection in the wallet (%s) is USER_REJECTED', async (_, rpcCode) => {
    fakeRpc()
    const { adapter } = await connected({
      answer: () => {
        throw Object.assign(new Error('nope'), { code: rpcCode })
      },
    })
    const e = await adapter.signMessage({ message: 'hi', address }).catch((x) => x)
    expect(code(e)).toBe('USER_REJECTED')
    expect(isUserRejection(e)).toBe(true)
    const s = await adapter.send!(transfer(1_000_000_000n)).catch((x) => x)
    expect(code(s)).toBe('USER_REJECTED')
  })

  it('§4 the wallet ends the session: one disconnect event, then NOT_CONNECTED', async () => {
    const { adapter, events, wc } = await connected()
    wc.end()
    expect(events.filter((e) => e.type === 'disconnect')).toEqual([{ type: 'disconnect' }])
    expect(code(await adapter.signMessage({ message: 'hi', address }).catch((e) => e))).toBe('NOT_CONNECTED')
    expect(await adapter.getProvider()).toBeUndefined()
  })

  it('§4 the session’s accountsChanged → account event; the wallet’s chainChanged → chain event, requests follow', async () => {
    const { adapter, events, wc } = await connected()
    wc.moveTo(ADDRESS)
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({
        type: 'account',
        address: ADDRESS,
        chainId: LOCALNET.id,
        connectorId: 'walletConnect',
      }),
    )
    wc.moveTo(address)
    await vi.waitFor(() => expect(events.at(-1)).toMatchObject({ type: 'account', address }))
    wc.session.setChain(OTHER.caipNetworkId)
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'chain', chainId: OTHER.id }))
    await adapter.signMessage({ message: 'hi', address })
    expect(wc.calls.at(-1)?.chainId).toBe(OTHER.caipNetworkId)
  })

  it('§5 network rules over WalletConnect: session chains only, configured networks only, the configured chain the session lists', async () => {
    // the session lists only LOCALNET: switching to OTHER (configured) is not supported
    const one = await connected({ chains: [LOCALNET.caipNetworkId] })
    expect(code(await one.adapter.switchNetwork(OTHER).catch((e) => e))).toBe('CHAIN_NOT_SUPPORTED')
    const missing = { ...OTHER, caipNetworkId: 'solana:missing' as const }
    expect(code(await one.adapter.switchNetwork(missing).catch((e) => e))).toBe('NETWORK_NOT_FOUND')
    const evm = { ...LOCALNET, chainNamespace: 'eip155' as const, caipNetworkId: 'eip155:1' as const }
    expect(code(await one.adapter.switchNetwork(evm).catch((e) => e))).toBe('NAMESPACE_NOT_CONFIGURED')

    // both listed: switching moves the session's default chain and the requests
    const both = await connected()
    await both.adapter.switchNetwork(OTHER)
    expect(both.wc.session.chainId()).toBe(OTHER.caipNetworkId)
    expect(both.events.filter((e) => e.type === 'chain')).toEqual([{ type: 'chain', chainId: OTHER.id }])
    await both.adapter.signMessage({ message: 'hi', address })
    expect(both.wc.calls.at(-1)?.chainId).toBe(OTHER.caipNetworkId)

    // the session's default chain is not configured: a configured chain it lists is used
    const unknown = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const fallback = await connected({ chains: [unknown, OTHER.caipNetworkId] })
    expect(fallback.result.chainId).toBe(OTHER.id)
    expect(fallback.wc.session.chainId()).toBe(OTHER.caipNetworkId)

    // no configured chain in the session at all
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([]).source })
    a.setup(ctx)
    const e = await a.connectWalletConnect!(wcSession({ chains: [unknown] }).session).catch((x) => x)
    expect(code(e)).toBe('NETWORK_NOT_FOUND')
  })

  it('§4 our own disconnect: no event, no injected standard:disconnect, the session is forgotten; balances stay on the RPC', async () => {
    const rpc = fakeRpc()
    const { adapter, events, wc } = await connected()
    expect((await adapter.getBalance({ address, network: LOCALNET })).formatted).toBe('2.5')
    expect(rpc.methods).toEqual(['getBalance'])
    const n = events.length
    await adapter.disconnect()
    wc.end()
    expect(events.length).toBe(n)
    expect(code(await adapter.signMessage({ message: 'hi', address }).catch((e) => e))).toBe('NOT_CONNECTED')
  })

  it('§4 after a reload the restored session connects again; the old session’s end no longer matters', async () => {
    const { ctx, events } = makeCtx()
    const adapter = solanaAdapter({ wallets: () => walletsSource([]).source })
    adapter.setup(ctx)
    const first = wcSession()
    await adapter.connectWalletConnect!(first.session)
    const second = wcSession()
    expect(await adapter.connectWalletConnect!(second.session)).toMatchObject({
      address,
      connectorId: 'walletConnect',
    })
    first.end()
    expect(events.some((e) => e.type === 'disconnect')).toBe(false)
    await adapter.signMessage({ message: 'hi', address })
    expect(first.calls).toEqual([])
    expect(second.calls).toHaveLength(1)
  })

  it('a session without a usable Solana account is WALLET_RESPONSE_INVALID', async () => {
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([]).source })
    a.setup(ctx)
    const e = await a.connectWalletConnect!(wcSession({ address: () => 'not-a-key' }).session).catch((x) => x)
    expect(isPorticoError(e, 'WALLET_RESPONSE_INVALID')).toBe(true)
  })

  it('startup size: the WalletConnect wallet is a lazy chunk of the adapter', () => {
    // the adapter and its account helpers (solanaAccount.ts, where a session becomes a wallet)
    const [adapter, account] = ['./solanaAdapter.ts', './solanaAccount.ts'].map((f) =>
      readFileSync(new URL(f, import.meta.url), 'utf8'),
    )
    for (const src of [adapter, account]) expect(src).not.toMatch(/from '\.\/walletConnectSolanaWallet\.js'/)
    expect(account).toContain("import('./walletConnectSolanaWallet.js')")
  })
})
