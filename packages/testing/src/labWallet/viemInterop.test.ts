import { createLabWallet, createMemoryKeyValueStorage, DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import { createWalletClient, custom, UserRejectedRequestError, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'

// The lab wallet must work under the clients dapps use: viem's `custom` transport over EIP-1193.
const account = DEVNET_ACCOUNTS[4]
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
})
afterAll(async () => {
  await devnet?.stop()
})

function walletClient(approval: 'auto-approve' | 'auto-reject') {
  const wallet = createLabWallet({
    privateKey: account.privateKey,
    chains: devnet.chains,
    approval,
    storage: createMemoryKeyValueStorage(),
  })
  return { wallet, client: createWalletClient({ transport: custom(wallet.provider) }) }
}

describe('lab wallet under viem', () => {
  it('connects, reads the chain and signs through a viem wallet client', async () => {
    const { client } = walletClient('auto-approve')
    expect(await client.requestAddresses()).toEqual([account.address])
    expect(await client.getChainId()).toBe(31337)
    const signature = await client.signMessage({ account: account.address, message: 'viem says hi' })
    expect(await verifyMessage({ address: account.address, message: 'viem says hi', signature })).toBe(true)
  })

  it('§8 a rejection reaches viem as UserRejectedRequestError', async () => {
    const { client } = walletClient('auto-reject')
    await expect(client.requestAddresses()).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
