import {
  type ApprovalMode,
  createApprovalQueue,
  createLabWallet,
  createMemoryKeyValueStorage,
  DEVNET_ACCOUNTS,
} from '@portico/lab-wallet'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  type TypedDataDefinition,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'

const sender = DEVNET_ACCOUNTS[1]!
const receiver = DEVNET_ACCOUNTS[2]!.address
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})

async function connectedWallet(mode: ApprovalMode = 'auto-approve') {
  const approvals = createApprovalQueue('auto-approve')
  const wallet = createLabWallet({
    privateKey: sender.privateKey,
    chains: devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    approval: approvals,
    storage: createMemoryKeyValueStorage(),
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  approvals.setMode(mode)
  return { wallet, approvals }
}

async function firstPending(queue: ReturnType<typeof createApprovalQueue>) {
  for (let i = 0; i < 200 && queue.pending().length === 0; i++) await new Promise((r) => setTimeout(r, 5))
  const [req] = queue.pending()
  if (!req) throw new Error('no approval request arrived')
  return req
}

const typedData = {
  domain: { name: 'Portico Lab', version: '1', chainId: 31337, verifyingContract: sender.address },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { to: receiver, contents: 'Hello from the lab', amount: '42' },
} as const

describe('lab wallet signing', () => {
  it('§7 personal_sign asks for approval, shows the text and signs with the account', async () => {
    const { wallet, approvals } = await connectedWallet('prompt')
    const message = toHex('Sign in to Portico Lab')
    const signing = wallet.provider.request({ method: 'personal_sign', params: [message, sender.address] })
    const req = await firstPending(approvals)
    expect(req.kind).toBe('sign')
    expect(req.details).toBe('Sign in to Portico Lab')
    approvals.approve(req.id)
    const signature = (await signing) as Hex
    expect(
      await verifyMessage({ address: sender.address, message: 'Sign in to Portico Lab', signature }),
    ).toBe(true)
  })

  it('§8 personal_sign rejected by the user fails with 4001', async () => {
    const { wallet } = await connectedWallet('auto-reject')
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x6869', sender.address] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('§8 personal_sign for another address fails with 4100', async () => {
    const { wallet } = await connectedWallet()
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x6869', receiver] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('§7 eth_signTypedData_v4 signs JSON typed data that verifyTypedData accepts', async () => {
    const { wallet, approvals } = await connectedWallet('prompt')
    const signing = wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [sender.address, JSON.stringify(typedData)],
    })
    const req = await firstPending(approvals)
    expect(req.kind).toBe('signTypedData')
    expect(req.summary).toBe('Sign Mail for Portico Lab')
    approvals.approve(req.id)
    const signature = (await signing) as Hex
    const { EIP712Domain: _domainType, ...types } = typedData.types
    const definition = { ...typedData, types, message: { ...typedData.message, amount: 42n } }
    expect(
      await verifyTypedData({ address: sender.address, signature, ...(definition as TypedDataDefinition) }),
    ).toBe(true)
  })

  it('§8 eth_signTypedData_v4 with malformed data fails with -32602', async () => {
    const { wallet } = await connectedWallet()
    await expect(
      wallet.provider.request({ method: 'eth_signTypedData_v4', params: [sender.address, '{not json'] }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('lab wallet transactions', () => {
  it('§7 eth_sendTransaction is approved, signed, mined on anvil and moves the value', async () => {
    const { wallet, approvals } = await connectedWallet('prompt')
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: receiver })
    const sending = wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: sender.address, to: receiver, value: toHex(parseEther('1.5')) }],
    })
    const req = await firstPending(approvals)
    expect(req.kind).toBe('sendTransaction')
    expect(req.summary).toContain('1.5 ETH')
    expect(req.details).toContain(`To: ${receiver}`)
    approvals.approve(req.id)
    const hash = (await sending) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(before + parseEther('1.5'))
    const viaWallet = (await wallet.provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as {
      status: string
    }
    expect(viaWallet.status).toBe('0x1')
  })

  it('sends on the chain the wallet is on', async () => {
    const { wallet } = await connectedWallet()
    wallet.setChain(31338)
    const a = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const b = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
    const [beforeA, beforeB] = await Promise.all([
      a.getBalance({ address: receiver }),
      b.getBalance({ address: receiver }),
    ])
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: receiver, value: toHex(1000n) }],
    })) as Hex
    await b.waitForTransactionReceipt({ hash })
    expect(await b.getBalance({ address: receiver })).toBe(beforeB + 1000n)
    expect(await a.getBalance({ address: receiver })).toBe(beforeA)
  })

  it('§8 a rejected transaction fails with 4001 and sends nothing', async () => {
    const { wallet } = await connectedWallet('auto-reject')
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const nonce = await client.getTransactionCount({ address: sender.address })
    await expect(
      wallet.provider.request({ method: 'eth_sendTransaction', params: [{ to: receiver, value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await client.getTransactionCount({ address: sender.address })).toBe(nonce)
  })

  it('§8 a node error (insufficient funds) comes back as a coded error', async () => {
    const { wallet } = await connectedWallet()
    const error = await wallet.provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ to: receiver, value: toHex(parseEther('1000000')) }],
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: expect.any(Number), message: expect.stringMatching(/fund/i) })
  })
})
