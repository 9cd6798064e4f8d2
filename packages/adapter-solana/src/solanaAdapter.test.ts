import { isPorticoError, isUserRejection, PorticoError, parseCaipAddress, toCaipAddress } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'
import {
  ADDRESS,
  fakeSolanaWallet,
  LOCALNET,
  makeCtx,
  OTHER,
  walletsSource,
} from './test/fakeSolanaWallet.js'
import { toSolanaConnectors } from './toSolanaConnectors.js'
import { formatUnits, parseUnits } from './units.js'
import { toRpcCommitment, validatePreflightCommitment } from './validatePreflightCommitment.js'

const RECEIVER = 'mBKqcnGotbsSb5vNrdyhzZ5EhqZdids9QYiTRckvi7v'
const code = (e: unknown) => (e instanceof PorticoError ? e.code : e)

describe('§5 Solana preflightCommitment', () => {
  it.each(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])(
    '§5 preflightCommitment %s is accepted',
    (c) => {
      expect(validatePreflightCommitment(c)).toBe(c)
      expect(solanaAdapter({ preflightCommitment: c as never }).preflightCommitment).toBe(c)
    },
  )
  it.each(['Confirmed', 'final', '', 42, undefined])('§5 preflightCommitment %s is rejected', (c) => {
    expect(() => validatePreflightCommitment(c)).toThrow(/Invalid preflightCommitment/)
    if (c !== undefined)
      expect(() => solanaAdapter({ preflightCommitment: c as never })).toThrow(PorticoError)
  })
  it('§5 the deprecated names map onto what RPC nodes speak', () => {
    expect(toRpcCommitment('recent')).toBe('processed')
    expect(toRpcCommitment('singleGossip')).toBe('confirmed')
    expect(toRpcCommitment('max')).toBe('finalized')
    expect(solanaAdapter().preflightCommitment).toBe('confirmed')
  })
})

describe('solanaAdapter: discovery and connection', () => {
  it('§5 Adapter not found: every action before setup', async () => {
    const a = solanaAdapter()
    await expect(a.connect({ connectorId: 'x' })).rejects.toSatisfy((e) =>
      isPorticoError(e, 'ADAPTER_NOT_FOUND'),
    )
    await expect(a.switchNetwork(LOCALNET)).rejects.toSatisfy((e) => isPorticoError(e, 'ADAPTER_NOT_FOUND'))
    await expect(a.send({ from: ADDRESS, to: RECEIVER, amount: 1n, network: LOCALNET })).rejects.toSatisfy(
      (e) => isPorticoError(e, 'ADAPTER_NOT_FOUND'),
    )
    expect(await a.restore({ connectorId: 'solana.fake-solana' })).toBeNull()
  })

  it('announces wallet-standard Solana wallets, also those registering later; ignores others', () => {
    const fake = fakeSolanaWallet({ name: 'Lab Solana Wallet' })
    const { source, register } = walletsSource([])
    const { ctx, events } = makeCtx()
    solanaAdapter({ wallets: () => source }).setup(ctx)
    expect(events).toEqual([{ type: 'connectors', connectors: [] }])
    register(fake.wallet)
    expect(events.at(-1)).toMatchObject({
      type: 'connectors',
      connectors: [
        { id: 'solana.lab-solana-wallet', type: 'ANNOUNCED', chain: 'solana', name: 'Lab Solana Wallet' },
      ],
    })
    const notSolana = { ...fake.wallet, name: 'Evm only', chains: ['eip155:1'] } as typeof fake.wallet
    const noFeatures = { ...fake.wallet, name: 'Bare', features: {} } as typeof fake.wallet
    expect(toSolanaConnectors([notSolana, noFeatures])).toEqual([])
  })

  it('§5 CAIP-10: connect gives solana:<genesis ref>:<address>, 3 parts', async () => {
    const fake = fakeSolanaWallet()
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
    a.setup(ctx)
    const r = await a.connect({ connectorId: 'solana.fake-solana' })
    expect(r).toEqual({ address: ADDRESS, chainId: LOCALNET.id, connectorId: 'solana.fake-solana' })
    const caip = toCaipAddress('solana', r.chainId, r.address)
    expect(caip).toBe(`solana:${String(LOCALNET.id)}:${ADDRESS}`)
    expect(parseCaipAddress(caip).chainId).toHaveLength(32)
  })

  it('a rejected connect is a user rejection (declined view)', async () => {
    const fake = fakeSolanaWallet({ reject: true })
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
    a.setup(ctx)
    const e = await a.connect({ connectorId: 'solana.fake-solana' }).catch((x) => x)
    expect(isUserRejection(e)).toBe(true)
  })

  it('§4 restore after reload waits for the stored wallet to register, silently', async () => {
    const fake = fakeSolanaWallet({ authorized: true })
    const { source, register } = walletsSource([])
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => source })
    a.setup(ctx)
    const pending = a.restore({ connectorId: 'solana.fake-solana' })
    register(fake.wallet)
    expect(await pending).toMatchObject({ address: ADDRESS, connectorId: 'solana.fake-solana' })
    expect(fake.calls).toEqual(['connect:silent'])
  })

  it('§4 restore gives null when the wallet no longer authorizes the site or never comes', async () => {
    const fake = fakeSolanaWallet({ authorized: false })
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
    a.setup(ctx)
    expect(await a.restore({ connectorId: 'solana.fake-solana' })).toBeNull()
    const b = solanaAdapter({ wallets: () => walletsSource([]).source, reconnectTimeoutMs: 20 })
    b.setup(ctx)
    expect(await b.restore({ connectorId: 'solana.fake-solana' })).toBeNull()
  })

  it('§4 a disconnect inside the wallet is reported; our own disconnect is not', async () => {
    const fake = fakeSolanaWallet()
    const { ctx, events } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
    a.setup(ctx)
    await a.connect({ connectorId: 'solana.fake-solana' })
    fake.revoke()
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'disconnect' }))
    await a.connect({ connectorId: 'solana.fake-solana' })
    const n = events.length
    await a.disconnect()
    expect(events.length).toBe(n)
    expect(fake.calls.at(-1)).toBe('disconnect')
  })

  it('§5 network switching among configured networks; namespace not configured; network not found', async () => {
    const fake = fakeSolanaWallet()
    const { ctx, events } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
    a.setup(ctx)
    await a.connect({ connectorId: 'solana.fake-solana' })
    await a.switchNetwork(OTHER)
    expect(events.at(-1)).toEqual({ type: 'chain', chainId: OTHER.id })
    const evm = { ...LOCALNET, chainNamespace: 'eip155' as const, caipNetworkId: 'eip155:1' as const }
    expect(code(await a.switchNetwork(evm).catch((e) => e))).toBe('NAMESPACE_NOT_CONFIGURED')
    const missing = { ...OTHER, caipNetworkId: 'solana:missing' as const }
    expect(code(await a.switchNetwork(missing).catch((e) => e))).toBe('NETWORK_NOT_FOUND')
    expect(code(await a.getBalance({ address: ADDRESS, network: evm }).catch((e) => e))).toBe(
      'NAMESPACE_NOT_CONFIGURED',
    )
  })

  it('issue "Hardening" 5: a wallet answering with markup, a non-base58 address or no account list is refused with WALLET_RESPONSE_INVALID', async () => {
    const answers: unknown[] = [
      { accounts: [{ address: '<img src=x onerror=alert(1)>', chains: ['solana:localnet'] }] },
      { accounts: [{ address: '0xabc0000000000000000000000000000000000001' }] },
      { accounts: { find: 1 } },
      { accounts: [{ address: ADDRESS, chains: 'solana:localnet' }], chainsAsString: true },
      {},
      null,
    ]
    for (const answer of answers) {
      const fake = fakeSolanaWallet()
      const { ctx } = makeCtx()
      ;(fake.wallet.features['standard:connect'] as { connect: unknown }).connect = async () => answer
      const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
      a.setup(ctx)
      const result = await a.connect({ connectorId: 'solana.fake-solana' }).catch((e: unknown) => e)
      if ((answer as { chainsAsString?: boolean } | null)?.chainsAsString)
        expect(result, 'chains that are not a list are ignored').toMatchObject({ address: ADDRESS })
      else expect(code(result), JSON.stringify(answer)).toBe('WALLET_RESPONSE_INVALID')
    }
  })

  it('signMessage returns the base58 signature; a wrong-length signature is a typed error', async () => {
    const fake = fakeSolanaWallet()
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
    a.setup(ctx)
    await a.connect({ connectorId: 'solana.fake-solana' })
    const sig = await a.signMessage({ message: 'hi', address: ADDRESS })
    expect(sig).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    ;(fake.wallet.features['solana:signMessage'] as { signMessage: unknown }).signMessage = async () => [
      { signature: new Uint8Array(3) },
    ]
    expect(code(await a.signMessage({ message: 'hi', address: ADDRESS }).catch((e) => e))).toBe(
      'WALLET_RESPONSE_INVALID',
    )
    expect(code(await a.signMessage({ message: 'hi', address: 'other' }).catch((e) => e))).toBe(
      'INVALID_CAIP',
    )
  })

  it('signInWithWallet: solana:signIn gets the SPEC §3 fields and its text and signature come back; checked; none without the feature', async () => {
    const fake = fakeSolanaWallet()
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
    a.setup(ctx)
    await a.connect({ connectorId: 'solana.fake-solana' })
    const data = {
      chainId: LOCALNET.caipNetworkId,
      accountAddress: ADDRESS,
      nonce: 'abcdef123456',
      domain: 'app.example',
      uri: 'https://app.example/',
      version: '1' as const,
      issuedAt: '2026-11-25T10:00:00.000Z',
      statement: 'Sign in',
    }
    // no solana:signIn: core signs the text with signMessage
    expect(await a.signInWithWallet!({ data, text: 't', address: ADDRESS })).toBeUndefined()
    const inputs: unknown[] = []
    let answer: unknown = {
      account: { address: ADDRESS },
      signedMessage: new TextEncoder().encode('the text'),
      signature: new Uint8Array(64).fill(7),
    }
    Object.assign(fake.wallet.features, {
      'solana:signIn': {
        version: '1.0.0',
        signIn: async (input: unknown) => {
          inputs.push(input)
          return [answer]
        },
      },
    })
    const out = await a.signInWithWallet!({ data, text: 't', address: ADDRESS })
    expect(inputs[0]).toEqual({
      domain: 'app.example',
      address: ADDRESS,
      uri: 'https://app.example/',
      version: '1',
      chainId: LOCALNET.caipNetworkId.slice('solana:'.length),
      nonce: 'abcdef123456',
      issuedAt: '2026-11-25T10:00:00.000Z',
      statement: 'Sign in',
    })
    expect(out?.message).toBe('the text')
    expect(out?.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    for (const bad of [
      { account: { address: OTHER }, signedMessage: new Uint8Array(1), signature: new Uint8Array(64) },
      { account: { address: ADDRESS }, signedMessage: new Uint8Array(1), signature: new Uint8Array(3) },
      { account: { address: ADDRESS }, signedMessage: 'text', signature: new Uint8Array(64) },
      {
        account: { address: ADDRESS },
        signedMessage: Uint8Array.of(0xff, 0xfe),
        signature: new Uint8Array(64),
      },
    ]) {
      answer = bad
      expect(code(await a.signInWithWallet!({ data, text: 't', address: ADDRESS }).catch((e) => e))).toBe(
        'WALLET_RESPONSE_INVALID',
      )
    }
  })

  it('send refuses a zero amount, a receiver that is not base58, and another sender', async () => {
    const fake = fakeSolanaWallet()
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([fake.wallet]).source })
    a.setup(ctx)
    await a.connect({ connectorId: 'solana.fake-solana' })
    const send = (p: { to: string; amount: bigint; from?: string }) =>
      a.send({ from: ADDRESS, network: LOCALNET, ...p }).catch((e: unknown) => e)
    expect(code(await send({ to: RECEIVER, amount: 0n }))).toBe('INVALID_AMOUNT')
    expect(code(await send({ to: 'not-base58!', amount: 1n }))).toBe('INVALID_ADDRESS')
    expect(code(await send({ to: RECEIVER, amount: 1n, from: RECEIVER }))).toBe('NOT_CONNECTED')
    expect(await a.isAddress?.(RECEIVER, LOCALNET)).toBe(true)
    expect(await a.isAddress?.('not-base58!', LOCALNET)).toBe(false)
    expect(await a.isAddress?.('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', LOCALNET)).toBe(false)
  })
})

describe('units', () => {
  it('formats and parses base units, rejecting bad amounts', () => {
    expect(formatUnits(100_000_000_000n, 9)).toBe('100')
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(parseUnits('0.25', 9)).toBe(250_000_000n)
    for (const bad of ['-1', '1.1234567', 'abc', '0']) expect(() => parseUnits(bad, 6)).toThrow()
  })
})

describe('issue 27: a wallet answering after the person left its attempt', () => {
  it('is not adopted: the wallet connected since stays the session (it signs), the late one is told to disconnect', async () => {
    let answer = () => {}
    const slow = fakeSolanaWallet({
      name: 'Slow',
      address: RECEIVER,
      gate: new Promise<void>((r) => (answer = r)),
    })
    const lab = fakeSolanaWallet({ name: 'Lab' })
    const { ctx, events } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([slow.wallet, lab.wallet]).source })
    a.setup(ctx)
    const left = new AbortController()
    const late = a.connect({ connectorId: 'solana.slow', signal: left.signal }).catch((e: unknown) => e)
    left.abort()
    expect(
      (await a.connect({ connectorId: 'solana.lab', signal: new AbortController().signal })).address,
    ).toBe(ADDRESS)
    answer()
    expect(isPorticoError(await late, 'REQUEST_ABORTED')).toBe(true)
    expect(slow.calls).toEqual(['connect', 'disconnect'])
    expect(await a.getProvider()).toBe(lab.wallet)
    await expect(a.signMessage({ message: 'hi', address: ADDRESS })).resolves.toBeTypeOf('string')
    expect(events.filter((e) => e.type !== 'connectors')).toEqual([])
  })

  it('the same wallet picked again: the answer to the earlier request connects it', async () => {
    let answer = () => {}
    const slow = fakeSolanaWallet({ name: 'Slow', gate: new Promise<void>((r) => (answer = r)) })
    const { ctx } = makeCtx()
    const a = solanaAdapter({ wallets: () => walletsSource([slow.wallet]).source })
    a.setup(ctx)
    const left = new AbortController()
    const first = a.connect({ connectorId: 'solana.slow', signal: left.signal })
    left.abort()
    const again = a.connect({ connectorId: 'solana.slow', signal: new AbortController().signal })
    answer()
    expect((await first).address).toBe(ADDRESS)
    expect((await again).address).toBe(ADDRESS)
    expect(slow.calls).not.toContain('disconnect')
  })
})
