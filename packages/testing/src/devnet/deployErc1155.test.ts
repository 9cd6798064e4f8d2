import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import { createPublicClient, http, parseAbi, parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployErc1155, mintErc1155 } from './deployErc1155.js'
import { devnetSigner } from './devnetSigner.js'
import { type Devnet, startDevnet } from './startDevnet.js'

/** the standard ERC-1155 interface (EIP-1155), not the contract's own ABI */
const erc1155Abi = parseAbi([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])',
  'function uri(uint256 id) view returns (string)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])

describe('deployErc1155 (OpenZeppelin ERC1155 compiled with solc, on anvil)', () => {
  let devnet: Devnet
  let rpcUrl: string
  let token: `0x${string}`
  const alice = DEVNET_ACCOUNTS[1]!
  const bob = DEVNET_ACCOUNTS[2]!
  const client = () => createPublicClient({ transport: http(rpcUrl) })

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    rpcUrl = devnet.chains[0]!.rpcUrl
    token = await deployErc1155({ rpcUrl, uri: 'data:application/json,{"name":"Multi {id}"}' })
  }, 30_000)
  afterAll(() => devnet?.stop())

  it('mints one id (TransferSingle) and many (TransferBatch); balances and uri through the standard interface', async () => {
    const single = await mintErc1155({
      rpcUrl,
      collection: token,
      to: alice.address,
      ids: [7n],
      amounts: [3n],
    })
    const batch = await mintErc1155({
      rpcUrl,
      collection: token,
      to: alice.address,
      ids: [1n, 2n],
      amounts: [10n, 20n],
    })
    const logs = async (hash: `0x${string}`) =>
      parseEventLogs({ abi: erc1155Abi, logs: (await client().getTransactionReceipt({ hash })).logs })
    expect((await logs(single)).map((e) => [e.eventName, e.args])).toEqual([
      [
        'TransferSingle',
        { operator: DEVNET_ACCOUNTS[9]!.address, from: zeroAddress, to: alice.address, id: 7n, value: 3n },
      ],
    ])
    expect((await logs(batch)).map((e) => [e.eventName, e.args])).toEqual([
      [
        'TransferBatch',
        {
          operator: DEVNET_ACCOUNTS[9]!.address,
          from: zeroAddress,
          to: alice.address,
          ids: [1n, 2n],
          values: [10n, 20n],
        },
      ],
    ])
    expect(
      await client().readContract({
        address: token,
        abi: erc1155Abi,
        functionName: 'balanceOfBatch',
        args: [
          [alice.address, alice.address, alice.address],
          [7n, 1n, 2n],
        ],
      }),
    ).toEqual([3n, 10n, 20n])
    expect(
      await client().readContract({ address: token, abi: erc1155Abi, functionName: 'uri', args: [7n] }),
    ).toBe('data:application/json,{"name":"Multi {id}"}')
  })

  it('safeTransferFrom by the owner moves an amount; a stranger cannot', async () => {
    const args = [alice.address, bob.address, 7n, 2n, '0x'] as const
    await expect(
      client().simulateContract({
        account: bob.address,
        address: token,
        abi: erc1155Abi,
        functionName: 'safeTransferFrom',
        args,
      }),
    ).rejects.toThrow()
    const { wallet } = await devnetSigner(rpcUrl, alice.privateKey)
    const hash = await wallet.writeContract({
      address: token,
      abi: erc1155Abi,
      functionName: 'safeTransferFrom',
      args,
    })
    await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const balance = (a: `0x${string}`) =>
      client().readContract({ address: token, abi: erc1155Abi, functionName: 'balanceOf', args: [a, 7n] })
    expect([await balance(alice.address), await balance(bob.address)]).toEqual([1n, 2n])
  })
})
