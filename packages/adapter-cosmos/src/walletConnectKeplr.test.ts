import {
  type AdapterEvent,
  createMemoryStorage,
  isPorticoError,
  isUserRejection,
  type KeyValueStorage,
  parseCaipAddress,
  toCaipAddress,
} from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { beforeAll, describe, expect, it } from 'vitest'
import { cosmosAdapter } from './cosmosAdapter.js'
import { cosmosHub, cosmosNetwork } from './cosmosNetworks.js'
import { createFakeCosmosSession, SESSION_METHODS } from './test/createFakeCosmosSession.js'
import { WALLET_CONNECT_KEYS_STORAGE_KEY } from './walletConnectKeplr.js'

const local = cosmosNetwork({ chainId: 'local-1', name: 'Local', testnet: true })
const osmosis = cosmosNetwork({ chainId: 'osmosis-1', name: 'Osmosis' })
const DEST = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
const fee = { amount: [{ denom: 'stake', amount: '500' }], gas: '200000' }
const amount = 1000n
const denom = 'stake'
/** the coins the MsgSend carries */
const coins = [{ denom: 'stake', amount: '1000' }]

// the node-only cosmjs verifiers of @portico/testing (a workspace devDependency)
const verifiers = () => import('@portico/testing/node')

// the verifiers and the adapter's lazy chunks (cosmjs) are compiled on first import: seconds on a
// busy machine, which the first signing test paid inside its 5 s (it timed out there); a hook
// loads them once, the tests measure the signing
beforeAll(async () => {
  await Promise.all([verifiers(), import('./cosmosActions.js'), import('./cosmosSend.js')])
})

async function setup(
  fakeOptions: Parameters<typeof createFakeCosmosSession>[0] = {},
  backend: KeyValueStorage = createMemoryStorage(),
) {
  const fake = await createFakeCosmosSession(fakeOptions)
  const events: AdapterEvent[] = []
  const adapter = cosmosAdapter({ global: {} })
  adapter.setup({
    networks: [local, cosmosHub],
    storage: createStorage(backend),
    emit: (e) => {
      if (e.type !== 'connectors') events.push(e)
    },
  })
  return { adapter, events, backend, ...fake }
}

async function connected(fakeOptions: Parameters<typeof createFakeCosmosSession>[0] = {}) {
  const s = await setup(fakeOptions)
  await s.adapter.connectWalletConnect!(s.session)
  return s
}

async function code(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  )
  return isPorticoError(e) ? e.code : e
}

/** lets the adapter's session-event handling run */
const settle = () => new Promise((r) => setTimeout(r, 20))

describe('cosmos over a WalletConnect session', () => {
  it('§4 connect: the session’s chain, cosmos_getAccounts, a 3-part CAIP-10 (§5)', async () => {
    const { adapter, session, calls, address, pubkey } = await setup()
    const result = await adapter.connectWalletConnect!(session)
    expect(result).toEqual({ address, chainId: 'local-1', connectorId: 'walletConnect' })
    expect(calls.map((c) => `${c.method}@${c.chainId}`)).toEqual(['cosmos_getAccounts@cosmos:local-1'])
    expect(calls[0]?.params).toEqual({})
    const caip = toCaipAddress('cosmos', result.chainId, result.address)
    expect(caip).toBe(`cosmos:local-1:${address}`)
    expect(parseCaipAddress(caip)).toEqual({ chainNamespace: 'cosmos', chainId: 'local-1', address })
    expect(adapter.getKey()?.pubKey).toEqual(pubkey)
  })

  it('ADR-36 signMessage goes as cosmos_signAmino and verifies with cosmjs', async () => {
    const { adapter, calls, address, pubKeyB64 } = await connected()
    const signature = await adapter.signMessage({ message: 'Hello over WalletConnect', address })
    const call = calls.at(-1)!
    expect(call.method).toBe('cosmos_signAmino')
    expect(call.chainId).toBe('cosmos:local-1')
    expect(call.params).toEqual({
      signerAddress: address,
      signDoc: {
        chain_id: '',
        account_number: '0',
        sequence: '0',
        fee: { gas: '0', amount: [] },
        msgs: [
          { type: 'sign/MsgSignData', value: { signer: address, data: btoa('Hello over WalletConnect') } },
        ],
        memo: '',
      },
    })
    const { verifyAdr36Signature } = await verifiers()
    expect(
      await verifyAdr36Signature({
        signer: address,
        data: 'Hello over WalletConnect',
        pubKey: pubKeyB64,
        signature,
      }),
    ).toBe(true)
    expect(
      await verifyAdr36Signature({ signer: address, data: 'another message', pubKey: pubKeyB64, signature }),
    ).toBe(false)
  })

  it('signTransfer direct over cosmos_signDirect: base64 sign doc, decoded tx and signature checked', async () => {
    const { adapter, calls, address, pubkey } = await connected()
    const signed = await adapter.signTransfer({ to: DEST, amount, denom, fee, accountNumber: 7, sequence: 3 })
    const call = calls.at(-1)!
    expect(call.method).toBe('cosmos_signDirect')
    const params = call.params as { signerAddress: string; signDoc: Record<string, unknown> }
    expect(params.signerAddress).toBe(address)
    expect(params.signDoc).toMatchObject({ chainId: 'local-1', accountNumber: '7' })
    expect(params.signDoc.bodyBytes).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(params.signDoc.authInfoBytes).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(signed.decoded).toEqual({
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      fromAddress: address,
      toAddress: DEST,
      amount: coins,
      memo: '',
      sequence: 3,
      signMode: 'direct',
    })
    const { verifyDirectTxSignature } = await verifiers()
    expect(
      await verifyDirectTxSignature({
        txBase64: signed.txBase64,
        chainId: 'local-1',
        accountNumber: 7,
        pubKey: pubkey,
      }),
    ).toBe(true)
    // the signer's account came from the remembered key: one cosmos_getAccounts in all
    expect(calls.filter((c) => c.method === 'cosmos_getAccounts')).toHaveLength(1)
  })

  it('signTransfer amino over cosmos_signAmino: the decoded tx is the MsgSend', async () => {
    const { adapter, calls, address } = await connected()
    const signed = await adapter.signTransfer({
      to: DEST,
      amount,
      denom,
      fee,
      memo: 'hi',
      accountNumber: 7,
      sequence: 3,
      mode: 'amino',
    })
    const call = calls.at(-1)!
    expect(call.method).toBe('cosmos_signAmino')
    expect((call.params as { signDoc: Record<string, unknown> }).signDoc).toMatchObject({
      chain_id: 'local-1',
      account_number: '7',
      sequence: '3',
      memo: 'hi',
      msgs: [
        { type: 'cosmos-sdk/MsgSend', value: { from_address: address, to_address: DEST, amount: coins } },
      ],
    })
    expect(signed.decoded).toMatchObject({
      fromAddress: address,
      toAddress: DEST,
      memo: 'hi',
      signMode: 'amino',
    })
    expect(atob(signed.signature)).toHaveLength(64)
  })

  it('a wallet that signs another doc, or answers malformed, is WALLET_RESPONSE_INVALID', async () => {
    const { adapter, next, address } = await connected()
    const other = (r: Record<string, unknown>) => {
      const signed = r.signed as { msgs: { value: Record<string, unknown> }[] }
      return {
        ...r,
        signed: { ...signed, msgs: [{ ...signed.msgs[0], value: { signer: address, data: btoa('x') } }] },
      }
    }
    next.tamper = other
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('WALLET_RESPONSE_INVALID')
    next.tamper = (r) => ({ ...r, signed: { ...(r.signed as object), chain_id: 'cosmoshub-4' } })
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('WALLET_RESPONSE_INVALID')
    next.tamper = (r) => ({
      ...r,
      signature: { signature: (r.signature as { signature: string }).signature },
    })
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('WALLET_RESPONSE_INVALID')
    next.tamper = () => 'not an object'
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('WALLET_RESPONSE_INVALID')

    const send = { to: DEST, amount, denom, fee, accountNumber: 7, sequence: 3 }
    next.tamper = (r) => ({ ...r, signed: { ...(r.signed as object), chainId: 'cosmoshub-4' } })
    expect(await code(adapter.signTransfer(send))).toBe('WALLET_RESPONSE_INVALID')
    next.tamper = (r) => ({ ...r, signed: { ...(r.signed as object), bodyBytes: 'not base64!' } })
    expect(await code(adapter.signTransfer(send))).toBe('WALLET_RESPONSE_INVALID')
    next.tamper = (r) => {
      const signed = r.signed as { msgs: { value: Record<string, unknown> }[] }
      return {
        ...r,
        signed: {
          ...signed,
          msgs: [{ ...signed.msgs[0], value: { ...signed.msgs[0]!.value, to_address: address } }],
        },
      }
    }
    expect(await code(adapter.signTransfer({ ...send, mode: 'amino' }))).toBe('WALLET_RESPONSE_INVALID')
    // the connection still works afterwards
    expect(await adapter.signMessage({ message: 'hi', address })).toMatch(/^[A-Za-z0-9+/]{86}==$/)
  })

  it('cosmos_getAccounts without the session’s address, or with a foreign key, is WALLET_RESPONSE_INVALID', async () => {
    for (const tamper of [
      () => [],
      () => ({ address: 'x' }),
      (r: unknown) => (r as { address: string }[]).map((a) => ({ ...a, address: 'cosmos1other' })),
      (r: unknown) => (r as { pubkey: string }[]).map((a) => ({ ...a, pubkey: btoa('y'.repeat(33)) })),
      (r: unknown) => (r as object[]).map((a) => ({ ...a, pubkey: 42 })),
    ]) {
      const { adapter, session, next } = await setup()
      next.tamper = tamper as (r: Record<string, unknown>) => unknown
      expect(await code(adapter.connectWalletConnect!(session))).toBe('WALLET_RESPONSE_INVALID')
    }
  })

  it('§6 a method the wallet did not approve is not sent: METHOD_NOT_ALLOWED', async () => {
    const { adapter, calls, address } = await connected({
      methods: ['cosmos_getAccounts', 'cosmos_signAmino'],
    })
    expect(
      await code(adapter.signTransfer({ to: DEST, amount, denom, fee, accountNumber: 0, sequence: 0 })),
    ).toBe('METHOD_NOT_ALLOWED')
    expect(calls.map((c) => c.method)).not.toContain('cosmos_signDirect')
    // amino is approved
    expect(await adapter.signMessage({ message: 'hi', address })).toBeTruthy()
    const noAmino = await connected({ methods: ['cosmos_getAccounts', 'cosmos_signDirect'] })
    expect(await code(noAmino.adapter.signMessage({ message: 'hi', address: noAmino.address }))).toBe(
      'METHOD_NOT_ALLOWED',
    )
    const none = await setup({ methods: ['cosmos_signAmino'] })
    expect(await code(none.adapter.connectWalletConnect!(none.session))).toBe('METHOD_NOT_ALLOWED')
    expect(none.calls).toEqual([])
  })

  it('§4 the wallet’s rejection is USER_REJECTED (declined)', async () => {
    const { adapter, next, address } = await connected()
    // core's session maps WalletConnect's 5000 "User rejected." to a 4001 rejection
    next.error = Object.assign(new Error('User rejected the request'), { code: 4001 })
    const e = await adapter.signMessage({ message: 'hi', address }).catch((x: unknown) => x)
    expect(isPorticoError(e, 'USER_REJECTED')).toBe(true)
    expect(isUserRejection(e)).toBe(true)
    next.error = { code: 5000, message: 'User rejected.' }
    expect(
      await code(adapter.signTransfer({ to: DEST, amount, denom, fee, accountNumber: 0, sequence: 0 })),
    ).toBe('USER_REJECTED')
  })

  it('§4 the session ends (wallet side) → the adapter forgets it and emits disconnect', async () => {
    const { adapter, events, end, address, backend } = await connected()
    expect(backend.getItem(`portico:${WALLET_CONNECT_KEYS_STORAGE_KEY}`)).not.toBeNull()
    end()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(adapter.getKey()).toBeUndefined()
    expect(backend.getItem(`portico:${WALLET_CONNECT_KEYS_STORAGE_KEY}`)).toBeNull()
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('NOT_CONNECTED')
  })

  it('disconnect() only forgets: no request, the session is core’s to end', async () => {
    const { adapter, calls, state, events, address, session } = await connected()
    const before = calls.length
    await adapter.disconnect()
    expect(calls).toHaveLength(before)
    expect(state.ended).toBe(false)
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('NOT_CONNECTED')
    // later session events are not followed any more
    session.setChain('cosmos:cosmoshub-4')
    await settle()
    expect(events).toEqual([])
  })

  it('§5 the session needs a configured network (NETWORK_NOT_FOUND)', async () => {
    const { adapter, session, calls } = await setup({ chains: ['cosmos:osmosis-1'] })
    expect(await code(adapter.connectWalletConnect!(session))).toBe('NETWORK_NOT_FOUND')
    expect(calls).toEqual([])
  })

  it('§5 switchNetwork over a session: only the session’s chains (CHAIN_NOT_SUPPORTED), configured ones (NETWORK_NOT_FOUND)', async () => {
    const { adapter, session, events, calls } = await connected({ chains: ['cosmos:local-1'] })
    expect(await code(adapter.switchNetwork(cosmosHub))).toBe('CHAIN_NOT_SUPPORTED')
    expect(await code(adapter.switchNetwork(osmosis))).toBe('NETWORK_NOT_FOUND')
    expect(session.chainId()).toBe('cosmos:local-1')
    expect(events).toEqual([])
    expect(calls).toHaveLength(1)

    const both = await connected()
    await both.adapter.switchNetwork(cosmosHub)
    expect(both.session.chainId()).toBe('cosmos:cosmoshub-4')
    await settle()
    expect(both.events).toEqual([{ type: 'chain', chainId: 'cosmoshub-4' }])
    // the same key on the new chain: no new cosmos_getAccounts; requests now go to the new chain
    expect(both.calls.filter((c) => c.method === 'cosmos_getAccounts')).toHaveLength(1)
    await both.adapter.signMessage({ message: 'hi', address: both.address })
    expect(both.calls.at(-1)?.chainId).toBe('cosmos:cosmoshub-4')
  })

  it('§4 the wallet’s chainChanged is followed (chain event), accounts gone → disconnect', async () => {
    const { adapter, session, events, state, address } = await connected()
    session.setChain('cosmos:cosmoshub-4')
    await settle()
    expect(events).toEqual([{ type: 'chain', chainId: 'cosmoshub-4' }])
    await adapter.signMessage({ message: 'hi', address })
    // the wallet drops every account: the connection cannot sign any more
    state.chains = []
    ;(session as { updated(): void }).updated()
    await settle()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('NOT_CONNECTED')
  })

  it('§4 reload: the restored session needs no wallet round trip (the key is remembered per topic)', async () => {
    const first = await connected()
    const again = cosmosAdapter({ global: {} })
    again.setup({
      networks: [local, cosmosHub],
      storage: createStorage(first.backend),
      emit: () => undefined,
    })
    const before = first.calls.length
    expect(await again.connectWalletConnect!(first.session)).toEqual({
      address: first.address,
      chainId: 'local-1',
      connectorId: 'walletConnect',
    })
    expect(first.calls).toHaveLength(before)
    expect(again.getKey()?.pubKey).toEqual(first.pubkey)
    // a corrupt stored key is not trusted: the wallet is asked again
    const stored = JSON.parse(first.backend.getItem(`portico:${WALLET_CONNECT_KEYS_STORAGE_KEY}`)!)
    stored.keys[first.address].pubkey = btoa('z'.repeat(33))
    first.backend.setItem(`portico:${WALLET_CONNECT_KEYS_STORAGE_KEY}`, JSON.stringify(stored))
    const third = cosmosAdapter({ global: {} })
    third.setup({
      networks: [local, cosmosHub],
      storage: createStorage(first.backend),
      emit: () => undefined,
    })
    await third.connectWalletConnect!(first.session)
    expect(first.calls.at(-1)?.method).toBe('cosmos_getAccounts')
    expect(third.getKey()?.pubKey).toEqual(first.pubkey)
  })

  it('the session wallet: enable only for the session’s chains; approved methods listed', async () => {
    const { session } = await setup({ chains: ['cosmos:local-1'] })
    const { createWalletConnectKeplr } = await import('./walletConnectKeplr.js')
    const wallet = createWalletConnectKeplr(session)
    await expect(wallet.enable('local-1')).resolves.toBeUndefined()
    expect(await code(wallet.enable(['local-1', 'cosmoshub-4']))).toBe('CHAIN_NOT_SUPPORTED')
    expect(await code(wallet.getKey('cosmoshub-4'))).toBe('CHAIN_NOT_SUPPORTED')
    expect(session.methods()).toEqual(SESSION_METHODS)
  })
})
