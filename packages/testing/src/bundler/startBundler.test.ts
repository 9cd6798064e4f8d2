import {
  type Address,
  concat,
  createPublicClient,
  decodeFunctionData,
  defineChain,
  erc20Abi,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployErc20, mintErc20 } from '../devnet/deployErc20.js'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'
import { ACCOUNT_ABSTRACTION_V08, DETERMINISTIC_DEPLOYER } from './accountAbstractionV08.js'
import { type Bundler, startBundler } from './startBundler.js'
import { SIMPLE_ACCOUNT_V08_ABI, toSimpleAccountV08 } from './toSimpleAccountV08.js'

const CHAIN_ID = 31337
let devnet: Devnet
let bundler: Bundler
let publicClient: PublicClient<ReturnType<typeof http>, ReturnType<typeof defineChain>>
let bundlerClient: BundlerClient
let startMs = 0

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: CHAIN_ID, name: 'A' }] })
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const started = Date.now()
  bundler = await startBundler({ rpcUrl, chainId: CHAIN_ID })
  startMs = Date.now() - started
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 })
  bundlerClient = createBundlerClient({
    client: publicClient,
    transport: http(bundler.url),
    pollingInterval: 100,
  })
}, 60_000)
afterAll(async () => {
  await bundler?.stop()
  await devnet?.stop()
})

const setBalance = (address: Address, wei: bigint) =>
  publicClient.request({ method: 'anvil_setBalance' as never, params: [address, toHex(wei)] as never })

/** ETH held by `address` plus its deposit at the EntryPoint */
const balanceAndDeposit = async (address: Address) =>
  (await publicClient.getBalance({ address })) +
  (await publicClient.readContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'balanceOf',
    args: [address],
  }))

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** a new EOA with 1 ETH, as a Simple7702Account, and its (signed) delegation */
async function fresh7702Account() {
  const owner = privateKeyToAccount(generatePrivateKey())
  await setBalance(owner.address, parseEther('1'))
  const account = await toSimple7702SmartAccount({
    client: publicClient,
    owner,
    implementation: bundler.simple7702Implementation,
  })
  const authorization = await owner.signAuthorization({
    chainId: CHAIN_ID,
    address: bundler.simple7702Implementation,
    nonce: await publicClient.getTransactionCount({ address: owner.address }),
  })
  return { owner, account, authorization }
}

describe('startBundler', () => {
  it('deploys the npm v0.8 contracts at their canonical addresses and alto answers for the EntryPoint', async () => {
    console.info(`startBundler took ${startMs} ms`)
    expect(bundler.entryPoint).toBe(entryPoint08Address)
    for (const c of Object.values(ACCOUNT_ABSTRACTION_V08)) {
      expect(
        getContractAddress({
          opcode: 'CREATE2',
          from: DETERMINISTIC_DEPLOYER,
          salt: c.salt,
          bytecode: c.initCode,
        }),
      ).toBe(c.address)
      expect(await publicClient.getCode({ address: c.address })).toMatch(/^0x[0-9a-f]{100,}$/)
    }
    expect(bundler.simple7702Implementation).toBe(ACCOUNT_ABSTRACTION_V08.simple7702Account.address)
    expect(bundler.simpleAccountFactory).toBe(ACCOUNT_ABSTRACTION_V08.simpleAccountFactory.address)
    expect(await bundlerClient.getSupportedEntryPoints()).toEqual([entryPoint08Address])
    expect(await bundlerClient.getChainId()).toBe(CHAIN_ID)
  })

  it('delegates a fresh EOA to Simple7702Account (EIP-7702) and sends ETH from it in a user operation', async () => {
    const { owner, account, authorization } = await fresh7702Account()
    const recipient = freshAddress()
    expect(await publicClient.getCode({ address: owner.address })).toBeUndefined()

    const hash = await bundlerClient.sendUserOperation({
      account,
      authorization,
      calls: [{ to: recipient, value: parseEther('0.1') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 20_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.sender.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(receipt.receipt.status).toBe('success')
    // the delegation designator: 0xef0100 ++ implementation
    expect(await publicClient.getCode({ address: owner.address })).toBe(
      concat(['0xef0100', bundler.simple7702Implementation]).toLowerCase(),
    )
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    // the account paid the transfer and the gas the EntryPoint charged it (the rest of its
    // prefund stays with the EntryPoint as the account's deposit)
    expect(await balanceAndDeposit(owner.address)).toBe(parseEther('0.9') - receipt.actualGasCost)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
  })

  it('batches two ERC-20 transfers into one user operation', async () => {
    const { owner, account, authorization } = await fresh7702Account()
    const token = await deployErc20({
      rpcUrl: devnet.chains[0]!.rpcUrl,
      name: 'Lab',
      symbol: 'LAB',
      decimals: 18,
    })
    await mintErc20({ rpcUrl: devnet.chains[0]!.rpcUrl, token, to: owner.address, amount: 1_000n })
    const [alice, bob] = [freshAddress(), freshAddress()]

    const transfer = (to: Address, amount: bigint) =>
      ({ to: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) as const
    const hash = await bundlerClient.sendUserOperation({
      account,
      authorization,
      calls: [transfer(alice, 300n), transfer(bob, 200n)],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 20_000 })

    expect(receipt.success).toBe(true)
    // one user operation in the bundle transaction, and it is ours
    const opEvents = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.receipt.logs,
    })
    expect(opEvents).toHaveLength(1)
    expect(opEvents[0]!.args.userOpHash).toBe(hash)
    expect(opEvents[0]!.args.success).toBe(true)
    // both transfers are that operation's logs, sent by the account
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    expect(transfers.map((t) => [t.args.from, t.args.to, t.args.value])).toEqual([
      [owner.address, alice, 300n],
      [owner.address, bob, 200n],
    ])
    // the bundle transaction: handleOps on the EntryPoint with our single operation, whose
    // callData is the account's executeBatch of both transfers
    const bundle = await publicClient.getTransaction({ hash: receipt.receipt.transactionHash })
    expect(bundle.to).toBe(entryPoint08Address.toLowerCase())
    const handleOps = decodeFunctionData({ abi: entryPoint08Abi, data: bundle.input })
    expect(handleOps.functionName).toBe('handleOps')
    const ops = (handleOps.args as readonly [readonly { sender: Address; callData: Hex }[], Address])[0]
    expect(ops.map((op) => op.sender)).toEqual([owner.address])
    const calls = await account.decodeCalls!(ops[0]!.callData)
    expect(calls.map((c) => getAddress(c.to))).toEqual([getAddress(token), getAddress(token)])
    const balanceOf = (who: Address) =>
      publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    expect([await balanceOf(alice), await balanceOf(bob), await balanceOf(owner.address)]).toEqual([
      300n,
      200n,
      500n,
    ])
  })

  it('deploys a counterfactual SimpleAccount (v0.8 factory) with its first user operation', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleAccountV08({ client: publicClient, owner })
    const recipient = freshAddress()
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    await setBalance(account.address, parseEther('1'))

    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: recipient, value: parseEther('0.05') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 20_000 })

    expect(receipt.success).toBe(true)
    // emitted while the EntryPoint validates the operation (so it is in the bundle transaction's
    // logs, not in the operation's own execution logs)
    const deployed = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'AccountDeployed',
      logs: receipt.receipt.logs,
    })
    expect(deployed).toHaveLength(1)
    expect(deployed[0]!.args).toMatchObject({
      userOpHash: hash,
      sender: account.address,
      factory: bundler.simpleAccountFactory,
    })
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(
      await publicClient.readContract({
        address: account.address,
        abi: SIMPLE_ACCOUNT_V08_ABI,
        functionName: 'owner',
      }),
    ).toBe(owner.address)
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('0.05'))
    expect(await balanceAndDeposit(account.address)).toBe(parseEther('0.95') - receipt.actualGasCost)
  })

  it('rejects a user operation signed by someone other than the owner', async () => {
    const { account, authorization } = await fresh7702Account()
    const intruder = privateKeyToAccount(generatePrivateKey())
    const forged = {
      ...account,
      signUserOperation: async (op: Parameters<typeof account.signUserOperation>[0]) =>
        intruder.signTypedData(
          getUserOperationTypedData({
            chainId: CHAIN_ID,
            entryPointAddress: entryPoint08Address,
            userOperation: { ...op, sender: account.address },
          }),
        ),
    }
    await expect(
      bundlerClient.sendUserOperation({
        account: forged,
        authorization,
        calls: [{ to: freshAddress(), value: 1n }],
      }),
    ).rejects.toThrow(/AA24 signature error/)
  })
})
