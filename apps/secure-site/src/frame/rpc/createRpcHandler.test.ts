import {
  type Address,
  type Hex,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerialized,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { fakeEip155Node } from '../testing/fakeEip155Node.js'
import { fakeRpcContext } from '../testing/fakeRpcContext.js'
import { createRpcHandler } from './createRpcHandler.js'

const CHAIN = 'eip155:31337'

async function setup(handlers: Parameters<typeof fakeEip155Node>[0] = {}) {
  const node = fakeEip155Node(handlers)
  const fake = await fakeRpcContext({ fetch: node.fetch })
  const rpc = createRpcHandler(fake.ctx)
  const request = (method: string, params?: unknown, chainId = CHAIN) =>
    rpc.request({ chainId, method, params })
  return { ...fake, node, rpc, request, address: fake.addresses.eip155 as Address }
}

const TYPED = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    contents: 'Hello, Bob!',
  },
} as const

describe('RPC rules (SPEC §5, §6)', () => {
  it('§5 RPC whitelist: eth_getBalance is answered without a prompt', async () => {
    const { request, shown, node, address } = await setup({ eth_getBalance: () => '0xde0b6b3a7640000' })
    expect(await request('eth_getBalance', [address, 'latest'])).toBe('0xde0b6b3a7640000')
    expect(shown).toHaveLength(0)
    expect(node.calls.map((c) => c.method)).toEqual(['eth_getBalance'])
  })

  it('§5 eth_accounts, eth_chainId and wallet_getCapabilities are answered by the frame itself', async () => {
    const { request, address, node } = await setup()
    expect(await request('eth_accounts')).toEqual([address])
    expect(await request('eth_requestAccounts')).toEqual([address])
    expect(await request('eth_chainId')).toBe('0x7a69')
    // no bundler on these networks: no atomic batches (EIP-5792 v2)
    const unsupported = { atomic: { status: 'unsupported' } }
    expect(await request('wallet_getCapabilities', [address])).toEqual({
      '0x7a69': unsupported,
      '0xaa36a7': unsupported,
    })
    expect(await request('wallet_getCapabilities', [address, ['0x7a69']])).toEqual({ '0x7a69': unsupported })
    expect(node.calls).toHaveLength(0)
  })

  it('§5 wallet_getAssets (ERC-7811): the native balance on each eip155 network, from its own RPC; another account is 4100', async () => {
    const { request, address, node } = await setup({ eth_getBalance: () => '0xde0b6b3a7640000' })
    const native = [{ address: 'native', balance: '0xde0b6b3a7640000', type: 'native' }]
    expect(await request('wallet_getAssets', [{ account: address }])).toEqual({
      '0x7a69': native,
      '0xaa36a7': native,
    })
    expect(node.calls.map((c) => c.method)).toEqual(['eth_getBalance', 'eth_getBalance'])
    expect(
      await request('wallet_getAssets', [{ account: address.toLowerCase(), chainFilter: ['0x7a69'] }]),
    ).toEqual({
      '0x7a69': native,
    })
    // assetFilter names the chains and assets wanted: only 0xaa36a7's native asset here
    expect(
      await request('wallet_getAssets', [
        { account: address, assetFilter: { '0xaa36a7': [{ address: 'native', type: 'native' }] } },
      ]),
    ).toEqual({ '0xaa36a7': native })
    // only ERC-20s asked for: the frame knows no token list, so nothing
    expect(
      await request('wallet_getAssets', [
        { account: address, chainFilter: ['0x7a69'], assetTypeFilter: ['erc20'] },
      ]),
    ).toEqual({ '0x7a69': [] })
    await expect(
      request('wallet_getAssets', [{ account: '0x0000000000000000000000000000000000000001' }]),
    ).rejects.toMatchObject({ rpcCode: 4100 })
    for (const bad of [[], [{}], [{ account: 'me' }], [{ account: address, chainFilter: 'x' }]])
      await expect(request('wallet_getAssets', bad), JSON.stringify(bad)).rejects.toMatchObject({
        rpcCode: -32602,
      })
  })

  it("§6 unknown methods are rejected with 'method not allowed'", async () => {
    const { request, shown } = await setup()
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_sendRawTransaction',
      'debug_traceCall',
      'foo',
    ])
      await expect(request(method, [])).rejects.toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        rpcCode: 4200,
        message: 'method not allowed',
      })
    await expect(request('solana_signMessage', {}, CHAIN)).rejects.toMatchObject({ rpcCode: 4200 })
    await expect(request('eth_accounts', [], 'cosmos:cosmoshub-4')).rejects.toMatchObject({ rpcCode: 4200 })
    expect(shown).toHaveLength(0)
  })

  it('§6 safe read-only methods are not aborted when pending requests are rejected', async () => {
    let answerBalance: (value: string) => void = () => {}
    const { request, rpc, state, shown, address } = await setup({
      eth_getBalance: () => new Promise((resolve) => (answerBalance = resolve)),
    })
    state.decision = 'hold'
    const read = request('eth_getBalance', [address, 'latest'])
    const first = request('personal_sign', ['0x68656c6c6f', address])
    const second = request('personal_sign', ['0x776f726c64', address])
    await expect.poll(() => shown.length).toBe(1) // one approval at a time
    expect(rpc.rejectPending()).toBe(2)
    await expect(first).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    await expect(second).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(shown).toHaveLength(1)
    answerBalance('0x1')
    expect(await read).toBe('0x1')
  })

  it('§6 a request already approved is not rejected by REJECT_PENDING', async () => {
    let sent: ((hash: string) => void) | undefined
    const { request, rpc, address } = await setup({
      eth_sendRawTransaction: () => new Promise((resolve) => (sent = resolve)),
    })
    const tx = request('eth_sendTransaction', [{ from: address, to: address, value: '0x1' }])
    // approved, signed and on its way to the node (a fixed sleep raced the approval on a busy machine)
    await expect.poll(() => sent).toBeDefined()
    expect(rpc.rejectPending()).toBe(0)
    sent!(`0x${'cd'.repeat(32)}`)
    expect(await tx).toBe(`0x${'cd'.repeat(32)}`)
  })

  it('answers USER_REJECTED (4001) when the user rejects, and signs nothing', async () => {
    const fake = await setup()
    fake.state.decision = 'reject'
    await expect(fake.request('personal_sign', ['0x68656c6c6f', fake.address])).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    expect(fake.signings).toBe(0)
  })

  it('bad params are INVALID_MESSAGE / -32602 and nothing is shown or signed', async () => {
    const fake = await setup()
    const other = '0x000000000000000000000000000000000000dEaD'
    const bad: [string, unknown][] = [
      ['personal_sign', ['0x68656c6c6f']],
      ['personal_sign', ['0x68656c6c6f', other]],
      ['personal_sign', 'hello'],
      ['eth_signTypedData_v4', [fake.address, '{not json']],
      [
        'eth_signTypedData_v4',
        [fake.address, JSON.stringify({ ...TYPED, domain: { ...TYPED.domain, chainId: 1 } })],
      ],
      ['eth_signTypedData_v4', [fake.address, JSON.stringify({ ...TYPED, message: { contents: 5 } })]],
      ['eth_sendTransaction', [{ from: other, to: other }]],
      ['eth_sendTransaction', [{ from: fake.address, value: 'ten' }]],
      ['eth_sendTransaction', []],
      ['wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', calls: [] }]],
      ['wallet_switchEthereumChain', [{ chainId: 5 }]],
    ]
    for (const [method, params] of bad)
      await expect(fake.request(method, params), method).rejects.toMatchObject({
        code: 'INVALID_MESSAGE',
        rpcCode: -32602,
      })
    expect(fake.shown).toHaveLength(0)
    expect(fake.signings).toBe(0)
  })

  it('a chain outside the frame configuration is refused (4902)', async () => {
    const { request, address } = await setup()
    await expect(request('eth_getBalance', [address], 'eip155:1')).rejects.toMatchObject({ rpcCode: 4902 })
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject({
      rpcCode: 4902,
    })
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0xaa36a7' }])).toBeNull()
  })

  it('node errors come back as RPC_ERROR with the node code', async () => {
    const { RpcFailure } = await import('../testing/fakeEip155Node.js')
    const { request, address } = await setup({
      eth_getBalance: () => {
        throw new RpcFailure(-32005, 'limit exceeded')
      },
    })
    await expect(request('eth_getBalance', [address, 'latest'])).rejects.toMatchObject({
      code: 'RPC_ERROR',
      rpcCode: -32005,
    })
  })
})

describe('eip155 signing', () => {
  it('personal_sign signs the message bytes after approval (viem verifyMessage)', async () => {
    const { request, address, shown } = await setup()
    const signature = (await request('personal_sign', ['0x68656c6c6f20776f726c64', address])) as Hex
    expect(await verifyMessage({ address, message: 'hello world', signature })).toBe(true)
    expect(shown[0]?.items[0]).toEqual({ kind: 'block', label: 'Message', value: 'hello world' })
  })

  it('personal_sign shows bytes that are not text as hex', async () => {
    const { request, address, shown } = await setup()
    await request('personal_sign', ['0x00ff10', address])
    expect(shown[0]?.items[0]).toMatchObject({ label: 'Message (hex)', value: '0x00ff10', mono: true })
  })

  it('eth_signTypedData_v4 shows the EIP-712 domain and fields, and signs (viem verifyTypedData)', async () => {
    const { request, address, shown } = await setup()
    const signature = (await request('eth_signTypedData_v4', [address, JSON.stringify(TYPED)])) as Hex
    expect(
      await verifyTypedData({
        ...(TYPED as unknown as Parameters<typeof verifyTypedData>[0]),
        address,
        signature,
      }),
    ).toBe(true)
    const [domain, type, tree] = shown[0]!.items
    expect(domain).toEqual({
      kind: 'group',
      label: 'Domain',
      items: [
        { kind: 'row', label: 'Name', value: 'Ether Mail', mono: false },
        { kind: 'row', label: 'Version', value: '1', mono: false },
        { kind: 'row', label: 'Chain id', value: '31337', mono: false },
        { kind: 'row', label: 'Contract', value: TYPED.domain.verifyingContract, mono: true },
      ],
    })
    expect(type).toMatchObject({ label: 'Type', value: 'Mail' })
    expect(tree).toEqual({
      kind: 'tree',
      label: 'Message fields',
      entries: [
        {
          key: 'from',
          children: [
            { key: 'name', value: 'Cow' },
            { key: 'wallet', value: TYPED.message.from.wallet },
          ],
        },
        { key: 'contents', value: 'Hello, Bob!' },
      ],
    })
  })

  it('eth_sendTransaction fills nonce, gas and fees, signs with the account and sends the raw transaction', async () => {
    const raw: Hex[] = []
    const { request, address, shown } = await setup({
      eth_sendRawTransaction: ([tx]) => {
        raw.push(tx as Hex)
        return `0x${'ab'.repeat(32)}`
      },
    })
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = await request('eth_sendTransaction', [{ from: address, to, value: '0xde0b6b3a7640000' }])
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    const tx = parseTransaction(raw[0] as TransactionSerialized)
    expect(tx).toMatchObject({
      to: to.toLowerCase(),
      value: 10n ** 18n,
      nonce: 5,
      gas: 21000n,
      chainId: 31337,
    })
    expect(await recoverTransactionAddress({ serializedTransaction: raw[0] as TransactionSerialized })).toBe(
      address,
    )
    const rows = Object.fromEntries(
      shown[0]!.items.filter((i) => i.kind === 'row').map((i) => [i.label, (i as { value: string }).value]),
    )
    expect(rows).toMatchObject({ To: to, Value: '1 ETH' })
    // 21000 gas × maxFeePerGas (viem: 1.2 × base fee 1 gwei + 1 gwei tip = 2.2 gwei)
    expect(rows['Network fee (max)']).toBe('0.0000462 ETH')
    expect(shown[0]!.items).toContainEqual({ kind: 'note', tone: 'ok', text: 'Simulation: OK' })
  })

  it('wallet_sendCalls sends each call as a transaction; wallet_getCallsStatus reports the receipts', async () => {
    const raw: Hex[] = []
    const receipt = (hash: string) => ({
      transactionHash: hash,
      status: '0x1',
      blockHash: `0x${'22'.repeat(32)}`,
      blockNumber: '0x11',
      gasUsed: '0x5208',
      cumulativeGasUsed: '0x5208',
      effectiveGasPrice: '0x1',
      from: '0x0000000000000000000000000000000000000000',
      to: null,
      logs: [],
      logsBloom: `0x${'00'.repeat(256)}`,
      transactionIndex: '0x0',
      type: '0x2',
      contractAddress: null,
    })
    let nonce = 5
    const { request, address, shown } = await setup({
      eth_getTransactionCount: () => `0x${(nonce++).toString(16)}`,
      eth_sendRawTransaction: ([tx]) => {
        raw.push(tx as Hex)
        return `0x${raw.length.toString(16).padStart(64, '0')}`
      },
      eth_getTransactionReceipt: ([hash]) => receipt(hash as string),
    })
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { id } = (await request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: false,
        calls: [
          { to, value: '0x1' },
          { to, data: '0x1234' },
        ],
      },
    ])) as { id: string }
    expect(raw).toHaveLength(2)
    expect(raw.map((r) => parseTransaction(r as TransactionSerialized).nonce)).toEqual([5, 6])
    expect(shown[0]?.items.map((i) => (i as { label: string }).label)).toEqual(['Call 1 of 2', 'Call 2 of 2'])
    const status = (await request('wallet_getCallsStatus', [id])) as { status: number; receipts: unknown[] }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false, status: 200 })
    expect(status.receipts).toHaveLength(2)
    await expect(request('wallet_getCallsStatus', ['0xunknown'])).rejects.toMatchObject({ rpcCode: 5730 })
  })

  it('wallet_sendCalls refuses atomicRequired (5760) and another chain (5710)', async () => {
    const { request, address, shown } = await setup()
    const calls = [{ to: address, value: '0x1' }]
    await expect(
      request('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls }]),
    ).rejects.toMatchObject({ rpcCode: 5760 })
    await expect(
      request('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', atomicRequired: false, calls }]),
    ).rejects.toMatchObject({ rpcCode: 5710 })
    expect(shown).toHaveLength(0)
  })
})
