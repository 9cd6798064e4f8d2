import { type Address, encodeFunctionData, encodeFunctionResult, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { fakeEip155Node, RpcFailure } from '../testing/fakeEip155Node.js'
import { fakeRpcContext } from '../testing/fakeRpcContext.js'
import type { DetailItem } from './approvalDetails.js'
import { printableText, toTree } from './approvalDetails.js'
import { createRpcHandler } from './createRpcHandler.js'
import { isUnlimited } from './describeErc20.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SELECTOR = {
  symbol: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }),
  decimals: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }),
}

/** a node where TOKEN is an ERC-20 'USDC' with 6 decimals; other calls run `call` */
async function setupToken(call: (data: string) => string = () => '0x') {
  const node = fakeEip155Node({
    eth_call: ([tx]) => {
      const { to, data, input } = tx as { to: string; data?: string; input?: string }
      const payload = data ?? input ?? ''
      if (to.toLowerCase() === TOKEN.toLowerCase() && payload === SELECTOR.symbol)
        return encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'USDC' })
      if (to.toLowerCase() === TOKEN.toLowerCase() && payload === SELECTOR.decimals)
        return encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 })
      return call(payload)
    },
  })
  const fake = await fakeRpcContext({ fetch: node.fetch })
  const rpc = createRpcHandler(fake.ctx)
  const from = fake.addresses.eip155 as Address
  const send = (data: string) =>
    rpc.request({
      chainId: 'eip155:31337',
      method: 'eth_sendTransaction',
      params: [{ from, to: TOKEN, data }],
    })
  return { ...fake, send }
}

const group = (items: DetailItem[]) =>
  items.find((i) => i.kind === 'group') as Extract<DetailItem, { kind: 'group' }>

describe('approval screen decoding', () => {
  it('decodes an ERC-20 transfer(to, amount) with the token symbol and decimals read on chain', async () => {
    const { send, shown } = await setupToken()
    await send(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 12_500_000n] }))
    expect(group(shown[0]!.items)).toEqual({
      kind: 'group',
      label: 'Token transfer',
      items: [
        { kind: 'row', label: 'Token', value: `USDC (${TOKEN})`, mono: false },
        { kind: 'row', label: 'To', value: BOB, mono: true },
        { kind: 'row', label: 'Amount', value: '12.5 USDC' },
      ],
    })
  })

  it('warns in red about an unlimited approve(spender, maxUint256)', async () => {
    const { send, shown } = await setupToken()
    await send(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, maxUint256] }))
    const approval = group(shown[0]!.items)
    expect(approval.label).toBe('Token approval')
    expect(approval.items[0]).toEqual({
      kind: 'warning',
      text: `Unlimited approval: ${BOB} can spend all your USDC`,
    })
  })

  it('a bounded approve shows its amount and no warning', async () => {
    const { send, shown } = await setupToken()
    await send(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 1_000_000n] }))
    const approval = group(shown[0]!.items)
    expect(approval.items.some((i) => i.kind === 'warning')).toBe(false)
    expect(approval.items).toContainEqual({ kind: 'row', label: 'Amount', value: '1 USDC' })
  })

  it('amounts from 2^255 up count as unlimited', () => {
    expect(isUnlimited(maxUint256)).toBe(true)
    expect(isUnlimited(2n ** 255n)).toBe(true)
    expect(isUnlimited(2n ** 255n - 1n)).toBe(false)
  })

  it('shows the simulated failure of a transaction that would revert', async () => {
    const { send, shown } = await setupToken(() => {
      throw new RpcFailure(3, 'execution reverted: not enough tokens')
    })
    await send('0xdeadbeef')
    const notes = shown[0]!.items.filter((i) => i.kind === 'note')
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ tone: 'danger' })
    expect((notes[0] as { text: string }).text).toMatch(/^This transaction would fail: .*not enough tokens/)
    expect(shown[0]!.items).toContainEqual({
      kind: 'row',
      label: 'Data',
      value: '0xdeadbeef… (4 bytes)',
      mono: true,
    })
  })

  it('text is shown as text only when it is printable', () => {
    expect(printableText(new TextEncoder().encode('Sign in to example.com\nNonce: 1'))).toBe(
      'Sign in to example.com\nNonce: 1',
    )
    expect(printableText(new Uint8Array([0, 1, 2]))).toBeNull()
    expect(printableText(new Uint8Array([0xff, 0xfe]))).toBeNull()
  })

  it('message trees are bounded', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } } }
    expect(JSON.stringify(toTree(deep))).toContain('"value":"…"')
    const wide = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]))
    expect(toTree(wide).length).toBeLessThanOrEqual(201)
  })
})
