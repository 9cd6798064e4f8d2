import { makeSignBytes } from '@cosmjs/proto-signing'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { base58Decode, base58Encode, decodeAddress, ed25519Verify } from '@polkadot/util-crypto'
import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import { SignClient } from '@walletconnect/sign-client'
import { formatMessage } from '@walletconnect/utils'
import { crypto as btcCrypto } from 'bitcoinjs-lib'
import * as ecc from 'tiny-secp256k1'
import {
  createPublicClient,
  http,
  parseEther,
  recoverMessageAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'
import { type Relay, startRelay } from '../relay/startRelay.js'
import { bitcoinMessageHash } from './bitcoinSigner.js'
import { createMobileWallet, type MobileWallet } from './createMobileWallet.js'
import { fromBase64 } from './NamespaceSigner.js'
import { silenceWalletConnectCore } from './silenceWalletConnectCore.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BTC = 'bip122:000000000019d6689c085ae165831e93'
const DOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const COSMOS = 'cosmos:cosmoshub-4'

describe('createMobileWallet (through the local relay, with a real sign-client dapp)', () => {
  let relay: Relay
  let devnet: Devnet
  let dapp: Client
  let wallet: MobileWallet
  let topic: string
  const outside: string[] = []
  const realFetch = globalThis.fetch

  beforeAll(async () => {
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
      if (url.hostname !== '127.0.0.1') {
        outside.push(url.href)
        throw new Error(`blocked ${url.href}`)
      }
      return realFetch(input, init)
    }) as typeof fetch
    ;[relay, devnet] = await Promise.all([
      startRelay(),
      startDevnet({
        chains: [
          { chainId: 31337, name: 'A' },
          { chainId: 31338, name: 'B' },
        ],
      }),
    ])
    wallet = await createMobileWallet({
      relayUrl: relay.url,
      chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      approval: 'auto-approve',
    })
    dapp = await SignClient.init({
      projectId: 'portico-test',
      relayUrl: relay.url,
      customStoragePrefix: 'mobile-wallet-test-dapp',
      storageOptions: { database: ':memory:' },
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'Test dapp', description: 'dapp', url: 'http://127.0.0.1:1', icons: [] },
    })
    silenceWalletConnectCore(dapp.core as unknown as Parameters<typeof silenceWalletConnectCore>[0])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
        solana: { chains: [SOLANA], methods: ['solana_signMessage'], events: [] },
        bip122: { chains: [BTC], methods: ['signMessage'], events: [] },
        polkadot: { chains: [DOT], methods: ['polkadot_signMessage'], events: [] },
        cosmos: { chains: [COSMOS], methods: ['cosmos_signDirect', 'cosmos_signAmino'], events: [] },
      },
    })
    await wallet.pair(uri!)
    topic = (await approval()).topic
  }, 60_000)

  afterAll(async () => {
    globalThis.fetch = realFetch
    await wallet?.destroy()
    await dapp?.core.relayer.transportClose().catch(() => undefined)
    await relay?.stop()
    await devnet?.stop()
  })

  const request = (chainId: string, method: string, params: unknown) =>
    dapp.request<unknown>({ topic, chainId, request: { method, params } })

  it('approves every requested namespace with its own CAIP-10 accounts', () => {
    const [s] = wallet.sessions()
    expect(s?.namespaces.sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
    expect(s?.accounts).toContain(`eip155:31338:${DEVNET_ACCOUNTS[0]!.address}`)
    expect(s?.accounts).toContain(`${SOLANA}:${wallet.addresses.solana}`)
  })

  it('signs personal_sign and eth_signTypedData_v4 with the devnet account', async () => {
    const address = DEVNET_ACCOUNTS[0]!.address
    const sig = (await request('eip155:31337', 'personal_sign', ['0x68656c6c6f', address])) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'hello', signature: sig })).toBe(address)
    const typed = {
      domain: { name: 'Portico', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hi' },
    }
    const typedSig = (await request('eip155:31337', 'eth_signTypedData_v4', [
      address,
      JSON.stringify(typed),
    ])) as `0x${string}`
    expect(await verifyTypedData({ address, signature: typedSig, ...typed })).toBe(true)
  }, 20_000)

  it('sends eth_sendTransaction to the devnet', async () => {
    const from = DEVNET_ACCOUNTS[0]!.address
    const to = DEVNET_ACCOUNTS[5]!.address
    const hash = (await request('eip155:31338', 'eth_sendTransaction', [
      { from, to, value: `0x${parseEther('1').toString(16)}` },
    ])) as `0x${string}`
    const client = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
  }, 20_000)

  it('signs solana_signMessage (ed25519, base58)', async () => {
    const message = stringToU8a('hello solana')
    const { signature } = (await request(SOLANA, 'solana_signMessage', {
      message: base58Encode(message),
      pubkey: wallet.addresses.solana,
    })) as { signature: string }
    expect(ed25519Verify(message, base58Decode(signature), base58Decode(wallet.addresses.solana))).toBe(true)
  })

  it('signs bip122 signMessage (BIP-137, recoverable to the P2WPKH key)', async () => {
    const { signature, address } = (await request(BTC, 'signMessage', {
      address: wallet.addresses.bip122,
      message: 'hello bitcoin',
    })) as { signature: string; address: string }
    expect(address).toBe(wallet.addresses.bip122)
    const raw = fromBase64(signature)
    expect(raw[0]).toBeGreaterThanOrEqual(39)
    const recovered = ecc.recover(
      bitcoinMessageHash('hello bitcoin'),
      raw.slice(1),
      (raw[0]! - 39) as 0 | 1,
      true,
    )
    expect(recovered).toBeTruthy()
    expect(ecc.verify(bitcoinMessageHash('hello bitcoin'), recovered!, raw.slice(1))).toBe(true)
  })

  it('signs polkadot_signMessage (ed25519 over <Bytes>-wrapped data)', async () => {
    const { signature } = (await request(DOT, 'polkadot_signMessage', {
      address: wallet.addresses.polkadot,
      message: 'hello polkadot',
    })) as { signature: string }
    const sig = Uint8Array.from(Buffer.from(signature.slice(2), 'hex'))
    expect(sig[0]).toBe(0)
    const ok = ed25519Verify(
      u8aWrapBytes(stringToU8a('hello polkadot')),
      sig.slice(1),
      decodeAddress(wallet.addresses.polkadot),
    )
    expect(ok).toBe(true)
    expect(u8aToHex(sig).length).toBe(132)
  })

  it('signs cosmos_signDirect and cosmos_signAmino', async () => {
    const signDoc = { chainId: 'cosmoshub-4', accountNumber: '7', bodyBytes: 'CgA=', authInfoBytes: 'EgA=' }
    const direct = (await request(COSMOS, 'cosmos_signDirect', {
      signerAddress: wallet.addresses.cosmos,
      signDoc,
    })) as {
      signature: { pub_key: { value: string }; signature: string }
    }
    const bytes = makeSignBytes({
      chainId: 'cosmoshub-4',
      accountNumber: 7n,
      bodyBytes: fromBase64('CgA='),
      authInfoBytes: fromBase64('EgA='),
    })
    const ok = ecc.verify(
      btcCrypto.sha256(bytes),
      fromBase64(direct.signature.pub_key.value),
      fromBase64(direct.signature.signature),
    )
    expect(ok).toBe(true)
    const amino = (await request(COSMOS, 'cosmos_signAmino', {
      signerAddress: wallet.addresses.cosmos,
      signDoc: {
        chain_id: 'cosmoshub-4',
        account_number: '7',
        sequence: '0',
        fee: { amount: [], gas: '1' },
        msgs: [],
        memo: '',
      },
    })) as { signature: { signature: string } }
    expect(fromBase64(amino.signature.signature)).toHaveLength(64)
  })

  it('a rejected request reaches the dapp as a user rejection', async () => {
    wallet.approvals.setMode('auto-reject')
    await expect(
      request('eip155:31337', 'personal_sign', ['0x01', DEVNET_ACCOUNTS[0]!.address]),
    ).rejects.toMatchObject({
      code: 5000,
    })
    wallet.approvals.setMode('auto-approve')
  })

  it('one-click sign-in: a proposal carrying a CAIP-122 request is approved with a CACAO (EIP-4361 text, EIP-191 signature)', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
      authentication: [
        {
          domain: '127.0.0.1:5173',
          uri: 'http://127.0.0.1:5173/?config=siwx',
          chains: ['eip155:31337'],
          nonce: 'n0nce1234567',
          ttl: 300,
          statement: 'Sign in to the Portico lab',
        },
      ],
    })
    await wallet.pair(uri!)
    const session = await approval()
    const [cacao] = session.authentication ?? []
    expect(cacao?.p.iss).toBe(`did:pkh:eip155:31337:${DEVNET_ACCOUNTS[0]!.address}`)
    const message = formatMessage(cacao!.p, cacao!.p.iss)
    const fields = parseSiweMessage(message)
    expect(fields).toMatchObject({
      address: DEVNET_ACCOUNTS[0]!.address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      nonce: 'n0nce1234567',
      statement: 'Sign in to the Portico lab',
    })
    expect(
      await verifyMessage({
        address: DEVNET_ACCOUNTS[0]!.address as `0x${string}`,
        message,
        signature: cacao!.s.s as `0x${string}`,
      }),
    ).toBe(true)
    await wallet.disconnect(session.topic)
  })

  it('switches chain (chainChanged reaches the dapp) and ends the session', async () => {
    const events: unknown[] = []
    dapp.on('session_event', ({ params }) => events.push(params))
    const deleted = new Promise((r) => dapp.once('session_delete', r))
    await wallet.switchChain('eip155:31338')
    await expect
      .poll(() => events)
      .toContainEqual({ event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' })
    await wallet.disconnect()
    await deleted
    expect(wallet.sessions()).toEqual([])
    expect(outside).toEqual([])
  })
})
