import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployErc20, mintErc20 } from './deployErc20.js'
import { devnetSigner } from './devnetSigner.js'
import { type Devnet, startDevnet } from './startDevnet.js'

describe('deployErc20 (OpenZeppelin ERC20 on anvil)', () => {
  let devnet: Devnet
  let rpcUrl: string
  let token: `0x${string}`
  const alice = DEVNET_ACCOUNTS[1]!
  const bob = DEVNET_ACCOUNTS[2]!
  const client = () => createPublicClient({ transport: http(rpcUrl) })

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    rpcUrl = devnet.chains[0]!.rpcUrl
    token = await deployErc20({
      rpcUrl,
      name: 'Portico USD',
      symbol: 'PUSD',
      decimals: 6,
      mint: [{ to: alice.address, amount: parseUnits('1250.5', 6) }],
    })
  }, 30_000)
  afterAll(() => devnet?.stop())

  it('answers name, symbol, decimals, totalSupply and balanceOf through the standard ABI', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      client().readContract({ address: token, abi: erc20Abi, functionName })
    expect(await read('name')).toBe('Portico USD')
    expect(await read('symbol')).toBe('PUSD')
    expect(await read('decimals')).toBe(6)
    expect(await read('totalSupply')).toBe(1_250_500_000n)
    expect(
      await client().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [alice.address],
      }),
    ).toBe(1_250_500_000n)
  })

  it('transfers, emits Transfer, and reverts when the balance is too small', async () => {
    const { wallet } = await devnetSigner(rpcUrl, alice.privateKey)
    const hash = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.address, 500_000n],
    })
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.logs).toHaveLength(1)
    const balanceOf = (a: `0x${string}`) =>
      client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [a] })
    expect(await balanceOf(bob.address)).toBe(500_000n)
    expect(await balanceOf(alice.address)).toBe(1_250_000_000n)
    await expect(
      client().simulateContract({
        account: bob.address,
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [alice.address, 500_001n],
      }),
    ).rejects.toThrow()
    await mintErc20({ rpcUrl, token, to: bob.address, amount: 1n })
    expect(await balanceOf(bob.address)).toBe(500_001n)
  })

  it('approve, allowance and transferFrom are the standard ones (an AMM can pull exactly what was approved)', async () => {
    const { wallet: aliceWallet } = await devnetSigner(rpcUrl, alice.privateKey)
    const { wallet: bobWallet } = await devnetSigner(rpcUrl, bob.privateKey)
    const mined = async (hash: `0x${string}`) =>
      expect((await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    await mined(
      await aliceWallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [bob.address, 7n],
      }),
    )
    expect(
      await client().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [alice.address, bob.address],
      }),
    ).toBe(7n)
    await mined(
      await bobWallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [alice.address, bob.address, 7n],
      }),
    )
    await expect(
      client().simulateContract({
        account: bob.address,
        address: token,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [alice.address, bob.address, 1n],
      }),
    ).rejects.toThrow()
  })
})
