/**
 * The embedded wallet's smart accounts against a real anvil and a real ERC-4337 bundler (alto),
 * no mocks (issue 15; SPEC §3 allAccounts / smartAccountDeployed, §5 wallet_sendCalls, §6 default
 * eip155 smartAccount). One chain and one bundler: the wallet sees it as a 7702 network, or (a
 * second wallet) as a network with a counterfactual account.
 */
import {
  type Bundler,
  type Devnet,
  deployErc20,
  MINTABLE_ERC20_ABI,
  mintErc20,
  startBundler,
  startDevnet,
} from '@portico/testing/node'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
  toHex,
  verifyMessage,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeRpcContext } from '../../testing/fakeRpcContext.js'
import { eip155Accounts } from '../activeAccount.js'
import { createRpcHandler } from '../createRpcHandler.js'
import { DELEGATION_CODE } from './createSmartAccounts.js'

let devnet: Devnet
let bundlers: Bundler[] = []

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'A' }] })
  const chain = devnet.chains[0]!
  bundlers = [await startBundler({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })]
}, 90_000)
afterAll(async () => {
  await Promise.all(bundlers.map((b) => b.stop()))
  await devnet?.stop()
})

const clientOf = (_i?: number) => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
const setBalance = (_i: number, address: Address, wei: bigint) =>
  clientOf().request({ method: 'anvil_setBalance' as never, params: [address, toHex(wei)] as never })
const fresh = () => `0x${crypto.randomUUID().replace(/-/g, '').padEnd(40, '0').slice(0, 40)}` as Address

async function setup(smartAccount: '7702' | 'counterfactual' = '7702') {
  const fake = await fakeRpcContext({
    fetch: (...a) => fetch(...a),
    networks: [
      {
        caipNetworkId: 'eip155:31337',
        rpcUrl: devnet.chains[0]!.rpcUrl,
        bundlerUrl: bundlers[0]!.url,
        smartAccount,
      },
    ],
  })
  const rpc = createRpcHandler(fake.ctx)
  const request = (method: string, params?: unknown, _chainId?: string) =>
    rpc.request({ chainId: 'eip155:31337', method, params })
  const eoa = fake.addresses.eip155 as Address
  return { ...fake, rpc, request, eoa, network: (_i: number) => fake.ctx.config.networks[0]! }
}

describe('smart accounts on a local bundler (SPEC §6: eip155 defaults to smartAccount)', () => {
  it('§6 7702: the smart account keeps the EOA address; its first operation delegates it and sends ETH', async () => {
    const { request, eoa, ctx, network, shown } = await setup()
    await setBalance(0, eoa, parseEther('1'))
    expect(await request('eth_accounts')).toEqual([eoa])
    // §3 allAccounts: both types listed, not deployed yet
    expect(await eip155Accounts(ctx, network(0))).toEqual({
      accounts: [
        { address: eoa, type: 'eoa' },
        { address: eoa, type: 'smartAccount' },
      ],
      smartAccountDeployed: false,
    })
    const to = fresh()
    const started = performance.now()
    const hash = (await request('eth_sendTransaction', [
      { from: eoa, to, value: toHex(parseEther('0.25')) },
    ])) as Hex
    console.info(`7702 smart account send, approval → receipt: ${Math.round(performance.now() - started)} ms`)
    const client = clientOf(0)
    const receipt = await client.getTransactionReceipt({ hash })
    // included by the bundler through the EntryPoint, as one user operation from the account
    const [event] = parseEventLogs({
      abi: entryPoint08Abi,
      logs: receipt.logs,
      eventName: 'UserOperationEvent',
    })
    expect(event?.args.sender.toLowerCase()).toBe(eoa.toLowerCase())
    expect(event?.args.success).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
    expect((await client.getCode({ address: eoa }))?.toLowerCase()).toBe(DELEGATION_CODE)
    expect((await eip155Accounts(ctx, network(0))).smartAccountDeployed).toBe(true)
    // the approval screen said how it goes
    expect(JSON.stringify(shown.at(-1))).toContain('smart account')
  })

  it('§5 wallet_sendCalls: two ERC-20 transfers land in one user operation, and wallet_getCallsStatus reports it (atomic)', async () => {
    const { request, eoa } = await setup()
    await setBalance(0, eoa, parseEther('1'))
    const chain = devnet.chains[0]!
    const token = await deployErc20({ rpcUrl: chain.rpcUrl, name: 'Lab', symbol: 'LAB', decimals: 18 })
    await mintErc20({ rpcUrl: chain.rpcUrl, token, to: eoa, amount: parseEther('100') })
    const [a, b] = [fresh(), fresh()]
    const transfer = (to: Address, amount: string) => ({
      to: token,
      data: encodeTransfer(to, parseEther(amount)),
    })
    const caps = (await request('wallet_getCapabilities', [eoa, ['0x7a69']])) as Record<string, unknown>
    expect(caps).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
    const { id } = (await request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: eoa,
        atomicRequired: true,
        calls: [transfer(a, '1'), transfer(b, '2')],
      },
    ])) as { id: string }
    let status: { status: number; atomic: boolean; receipts?: { transactionHash: Hex; logs: unknown[] }[] }
    do status = (await request('wallet_getCallsStatus', [id])) as typeof status
    while (status.status === 100)
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    const client = clientOf(0)
    const receipt = await client.getTransactionReceipt({ hash: status.receipts![0]!.transactionHash })
    expect(
      parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'UserOperationEvent' }),
    ).toHaveLength(1)
    const transfers = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' })
    expect(transfers.map((t) => [t.args.to.toLowerCase(), t.args.value])).toEqual([
      [a.toLowerCase(), parseEther('1')],
      [b.toLowerCase(), parseEther('2')],
    ])
    expect(
      await client.readContract({
        address: token,
        abi: MINTABLE_ERC20_ABI,
        functionName: 'balanceOf',
        args: [eoa],
      }),
    ).toBe(parseEther('97'))
  })

  it('§6 a 7702 smart account signs messages that the app verifies (ERC-1271 once delegated)', async () => {
    const { request, eoa } = await setup()
    await setBalance(0, eoa, parseEther('1'))
    await request('eth_sendTransaction', [{ from: eoa, to: fresh(), value: '0x1' }])
    const message = 'portico smart account'
    const signature = (await request('personal_sign', [toHex(message), eoa])) as Hex
    // the account has code now: viem checks the signature with the account's isValidSignature
    expect(await clientOf(0).verifyMessage({ address: eoa, message, signature })).toBe(true)
    expect(await verifyMessage({ address: eoa, message, signature })).toBe(true)
  })

  it('§6 counterfactual: another address, deployed by its first user operation; it cannot sign messages', async () => {
    const { request, eoa, ctx, network } = await setup('counterfactual')
    const { accounts, smartAccountDeployed } = await eip155Accounts(ctx, network(1))
    const smart = accounts.find((a) => a.type === 'smartAccount')!.address as Address
    expect(smart.toLowerCase()).not.toBe(eoa.toLowerCase())
    expect(smartAccountDeployed).toBe(false)
    expect(await request('eth_accounts', undefined, 'eip155:31338')).toEqual([smart])
    await setBalance(1, smart, parseEther('1'))
    const to = fresh()
    await request(
      'eth_sendTransaction',
      [{ from: smart, to, value: toHex(parseEther('0.1')) }],
      'eip155:31338',
    )
    expect(await clientOf(1).getBalance({ address: to })).toBe(parseEther('0.1'))
    expect((await eip155Accounts(ctx, network(1))).smartAccountDeployed).toBe(true)
    await expect(request('personal_sign', [toHex('hi'), smart], 'eip155:31338')).rejects.toMatchObject({
      code: 'RPC_ERROR',
      rpcCode: 4200,
    })
  })

  it('§3 preferred account EOA: the same network sends plain transactions from the EOA', async () => {
    const { request, eoa, state } = await setup()
    state.accountType = 'eoa'
    await setBalance(0, eoa, parseEther('1'))
    const hash = (await request('eth_sendTransaction', [{ from: eoa, to: fresh(), value: '0x2' }])) as Hex
    const tx = await clientOf(0).getTransaction({ hash })
    expect(tx.from.toLowerCase()).toBe(eoa.toLowerCase())
    expect(tx.to?.toLowerCase()).not.toBe('0x4337084d9e255ff0702461cf8895ce9e3b5ff108')
    expect(await request('wallet_getCapabilities', [eoa, ['0x7a69']])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })
})

const encodeTransfer = (to: Address, value: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] })
