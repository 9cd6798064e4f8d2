import type { KeyValueStorage } from '@portico/core'
import {
  type ApprovalMode,
  type ApprovalQueue,
  type CreateLabWalletOptions,
  createApprovalQueue,
  createLabWallet,
  createMemoryKeyValueStorage,
  DEVNET_ACCOUNTS,
  type LabWallet,
} from '@portico/lab-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'

const account = DEVNET_ACCOUNTS[0]!
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})

function chains() {
  return devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
}

function setup(
  approval: ApprovalMode | ApprovalQueue = 'prompt',
  extra: Partial<CreateLabWalletOptions> & { storage?: KeyValueStorage } = {},
) {
  const approvals = typeof approval === 'string' ? createApprovalQueue(approval) : approval
  const storage = extra.storage ?? createMemoryKeyValueStorage()
  const wallet = createLabWallet({
    privateKey: account.privateKey,
    chains: chains(),
    approval: approvals,
    storage,
    origin: 'http://dapp.test',
    ...extra,
  })
  const events: [string, unknown][] = []
  for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const) {
    wallet.provider.on(name, (payload) => events.push([name, payload]))
  }
  return { wallet, approvals, storage, events }
}

async function connect(wallet: LabWallet) {
  const mode = wallet.approvals.mode
  wallet.approvals.setMode('auto-approve')
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.approvals.setMode(mode)
}

async function waitForPending(queue: ApprovalQueue) {
  for (let i = 0; i < 100 && queue.pending().length === 0; i++) await new Promise((r) => setTimeout(r, 5))
  const [first] = queue.pending()
  if (!first) throw new Error('no approval request arrived')
  return first
}

describe('createLabWallet: connecting', () => {
  it('§7 eth_requestAccounts waits for approval, then authorizes the account', async () => {
    const { wallet, approvals, events } = setup('prompt')
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    const accounts = wallet.provider.request({ method: 'eth_requestAccounts' })
    const req = await waitForPending(approvals)
    expect(req).toMatchObject({ kind: 'connect', origin: 'http://dapp.test' })
    expect(req.summary).toContain(account.address)
    expect(approvals.approve(req.id)).toBe(true)
    expect(await accounts).toEqual([account.address])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([account.address])
    expect(events).toContainEqual(['accountsChanged', [account.address]])
    expect(approvals.pending()).toEqual([])
  })

  it('§8 a rejected connection fails with 4001 and leaves the wallet unauthorized', async () => {
    const { wallet, approvals } = setup('prompt')
    const accounts = wallet.provider.request({ method: 'eth_requestAccounts' })
    approvals.reject((await waitForPending(approvals)).id)
    await expect(accounts).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('asks once when a dapp calls eth_requestAccounts twice in a row', async () => {
    const { wallet, approvals } = setup('prompt')
    const first = wallet.provider.request({ method: 'eth_requestAccounts' })
    const second = wallet.provider.request({ method: 'eth_requestAccounts' })
    const req = await waitForPending(approvals)
    expect(approvals.pending()).toHaveLength(1)
    approvals.approve(req.id)
    expect(await Promise.all([first, second])).toEqual([[account.address], [account.address]])
  })

  it('emits connect with the current chain once listeners are attached', async () => {
    const { events } = setup('prompt')
    await Promise.resolve()
    expect(events).toContainEqual(['connect', { chainId: '0x7a69' }])
  })

  it('§8 signing before connecting fails with 4100', async () => {
    const { wallet } = setup('auto-approve')
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', account.address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('answers wallet_getPermissions and wallet_requestPermissions', async () => {
    const { wallet } = setup('auto-approve')
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toEqual([
      expect.objectContaining({
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
      }),
    ])
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toEqual(granted)
  })
})

describe('createLabWallet: chains', () => {
  it('answers eth_chainId and net_version from wallet state', async () => {
    const { wallet } = setup()
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('31337')
  })

  it('§8 switching to an unknown chain gives 4902; an approved wallet_addEthereumChain adds and switches', async () => {
    const { wallet, approvals, events } = setup('prompt')
    await connect(wallet)
    await expect(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID' })

    const added = wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'Portico Devnet B', rpcUrls: [devnet.chains[1]!.rpcUrl] }],
    })
    const req = await waitForPending(approvals)
    expect(req).toMatchObject({ kind: 'addChain' })
    expect(req.summary).toContain('Portico Devnet B')
    approvals.approve(req.id)
    expect(await added).toBeNull()
    expect(events).toContainEqual(['chainChanged', '0x7a6a'])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    // now known: switching back and forth needs no approval
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(events.at(-1)).toEqual(['chainChanged', '0x7a69'])
    expect(approvals.pending()).toEqual([])
  })

  it('§8 a rejected wallet_addEthereumChain fails with 4001 and keeps the chain', async () => {
    const { wallet, approvals } = setup('auto-reject')
    await expect(
      wallet.provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.getChainId()).toBe(31337)
    expect(approvals.pending()).toEqual([])
  })

  it('§8 refuses to add a chain it cannot reach with -32603', async () => {
    const { wallet } = setup('auto-approve')
    await expect(
      wallet.provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: -32603, message: 'Chain is not supported' })
  })

  it('rejects a malformed chain id with -32602', async () => {
    const { wallet } = setup('auto-approve')
    await expect(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 31338 }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('setChain is a wallet-side switch that emits chainChanged', () => {
    const { wallet, events } = setup()
    wallet.setChain(31338)
    expect(wallet.getChainId()).toBe(31338)
    expect(events).toContainEqual(['chainChanged', '0x7a6a'])
    expect(() => wallet.setChain(1)).toThrow('not configured')
  })

  it('starts on the first of knownChainIds', async () => {
    const { wallet } = setup('prompt', { knownChainIds: [31338, 31337] })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })
})

describe('createLabWallet: persistence and revocation', () => {
  it('stays authorized on the same chain after a page reload (new instance, same storage)', async () => {
    const first = setup('auto-approve')
    await connect(first.wallet)
    await first.wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })

    // auto-reject: a reload must not ask the user again
    const reloaded = setup('auto-reject', { storage: first.storage })
    expect(await reloaded.wallet.provider.request({ method: 'eth_accounts' })).toEqual([account.address])
    expect(await reloaded.wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      account.address,
    ])
    expect(await reloaded.wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await expect(
      reloaded.wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a69' }],
      }),
    ).resolves.toBeNull()
  })

  it('ignores a corrupt stored state', async () => {
    const storage = createMemoryKeyValueStorage()
    storage.setItem('lab', '{"version":1,"authorized":true,"chainId":999,"knownChainIds":[999]}')
    const { wallet } = setup('prompt', { storage, storageKey: 'lab' })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('wallet_revokePermissions de-authorizes, emits accountsChanged [] and survives a reload', async () => {
    const { wallet, events, storage } = setup('auto-approve')
    await connect(wallet)
    expect(
      await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBe(null)
    expect(events.at(-1)).toEqual(['accountsChanged', []])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const reloaded = setup('auto-reject', { storage })
    expect(await reloaded.wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('§8 a wallet-side disconnect emits accountsChanged [] and disconnect (4900)', async () => {
    const { wallet, events } = setup('auto-approve')
    await connect(wallet)
    wallet.disconnect()
    expect(events.slice(-2)).toEqual([
      ['accountsChanged', []],
      ['disconnect', expect.objectContaining({ code: 4900 })],
    ])
    expect(wallet.isAuthorized()).toBe(false)
    await connect(wallet)
    expect(events).toContainEqual(['connect', { chainId: '0x7a69' }])
  })
})

describe('createLabWallet: other methods', () => {
  it('forwards read calls to the current chain', async () => {
    const { wallet } = setup()
    const balance = await wallet.provider.request({
      method: 'eth_getBalance',
      params: [account.address, 'latest'],
    })
    expect(typeof balance).toBe('string')
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
    const block = (await wallet.provider.request({
      method: 'eth_getBlockByNumber',
      params: ['0x0', false],
    })) as {
      number: string
    }
    expect(block.number).toBe('0x0')
  })

  it('passes the node error code through for a bad forwarded call', async () => {
    const { wallet } = setup()
    const error = await wallet.provider
      .request({ method: 'eth_getBalance', params: ['not-an-address', 'latest'] })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
    expect((error as { code: number }).code).not.toBe(-32603)
  })

  it('§8 unsupported wallet methods fail with 4200', async () => {
    const { wallet } = setup()
    await expect(wallet.provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(wallet.provider.request({ method: 'anvil_setBalance', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('§8 a request without a method fails with -32600', async () => {
    const { wallet } = setup()
    await expect(wallet.provider.request({} as { method: string })).rejects.toMatchObject({ code: -32600 })
  })

  it('removeListener stops events', () => {
    const { wallet } = setup()
    const seen: unknown[] = []
    const listener = (payload: unknown) => seen.push(payload)
    wallet.provider.on('chainChanged', listener)
    wallet.provider.removeListener('chainChanged', listener)
    wallet.setChain(31338)
    expect(seen).toEqual([])
  })
})

describe('createLabWallet: accounts', () => {
  it('switches to another account: accountsChanged, eth_accounts, signatures and a reload follow it', async () => {
    const other = DEVNET_ACCOUNTS[1]!
    const storage = createMemoryKeyValueStorage()
    const { wallet, events } = setup('auto-approve', { storage, morePrivateKeys: [other.privateKey] })
    expect(wallet.accounts).toEqual([account.address, other.address])
    await connect(wallet)
    wallet.setAccount(1)
    expect(events.at(-1)).toEqual(['accountsChanged', [other.address]])
    expect(wallet.address).toBe(other.address)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([other.address])
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', other.address],
    })) as `0x${string}`
    const { recoverMessageAddress } = await import('viem')
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(other.address)
    // the same wallet after a page reload keeps the selected account
    const again = setup('auto-approve', { storage, morePrivateKeys: [other.privateKey] })
    expect(await again.wallet.provider.request({ method: 'eth_accounts' })).toEqual([other.address])
    expect(() => wallet.setAccount(5)).toThrow('no account 5')
  })
})

describe('createLabWallet: the site gives the gas', () => {
  it('sends a transaction that will revert as it is (mined as a revert), as a real wallet does after its warning', async () => {
    const { deployErc20 } = await import('../devnet/deployErc20.js')
    const { createPublicClient, encodeFunctionData, erc20Abi, http } = await import('viem')
    const token = await deployErc20({ rpcUrl: chains()[0]!.rpcUrl, name: 'T', symbol: 'T', decimals: 6 })
    const { wallet } = setup('auto-approve')
    await connect(wallet)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [DEVNET_ACCOUNTS[1]!.address, 1n],
    })
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: token, data, gas: '0x30d40' }],
    })) as `0x${string}`
    const receipt = await createPublicClient({
      transport: http(chains()[0]!.rpcUrl),
    }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('reverted')
    expect(receipt.gasUsed).toBeLessThan(200_000n)
  })
})
