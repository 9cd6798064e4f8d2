import { createServer, type Server } from 'node:net'
import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from './startDevnet.js'

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown }
  return body.result
}

describe('startDevnet', () => {
  const started: Devnet[] = []
  afterAll(async () => {
    await Promise.all(started.map((d) => d.stop()))
  })

  it('starts the two default chains on free ports, funded with the anvil accounts, and stops them', async () => {
    const devnet = await startDevnet()
    started.push(devnet)
    expect(devnet.chains.map((c) => [c.chainId, c.name])).toEqual([
      [31337, 'Portico Devnet'],
      [31338, 'Portico Devnet B'],
    ])
    const [a, b] = devnet.chains
    if (!a || !b) throw new Error('expected two chains')
    expect(a.port).not.toBe(b.port)
    expect(a.rpcUrl).toBe(`http://127.0.0.1:${a.port}`)
    expect(await rpc(a.rpcUrl, 'eth_chainId')).toBe('0x7a69')
    expect(await rpc(b.rpcUrl, 'eth_chainId')).toBe('0x7a6a')
    expect(devnet.accounts).toEqual(DEVNET_ACCOUNTS)
    const nodeAccounts = (await rpc(a.rpcUrl, 'eth_accounts')) as string[]
    expect(nodeAccounts.map((x) => x.toLowerCase())).toEqual(
      DEVNET_ACCOUNTS.map((x) => x.address.toLowerCase()),
    )
    const client = createPublicClient({ transport: http(b.rpcUrl) })
    expect(await client.getBalance({ address: DEVNET_ACCOUNTS[9]!.address })).toBe(parseEther('10000'))

    await devnet.stop()
    await devnet.stop() // idempotent
    await expect(fetch(a.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(fetch(b.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })

  it('starts custom chains with the given names', async () => {
    const devnet = await startDevnet({ chains: [{ chainId: 777, name: 'Seven' }] })
    started.push(devnet)
    expect(devnet.chains).toHaveLength(1)
    expect(devnet.chains[0]).toMatchObject({ chainId: 777, name: 'Seven' })
    expect(await rpc(devnet.chains[0]!.rpcUrl, 'eth_chainId')).toBe('0x309')
    await devnet.stop()
  })

  it('fails clearly when a fixed port is taken', async () => {
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startDevnet({ chains: [{ chainId: 31337, port }] })).rejects.toThrow(
        `port ${port} on 127.0.0.1 is already in use`,
      )
    } finally {
      server.close()
    }
  })

  it('rejects bad chain options before spawning anything', async () => {
    await expect(startDevnet({ chains: [] })).rejects.toThrow('must not be empty')
    await expect(startDevnet({ chains: [{ chainId: 1 }, { chainId: 1 }] })).rejects.toThrow('listed twice')
    await expect(startDevnet({ chains: [{ chainId: -5 }] })).rejects.toThrow('invalid chain id')
  })

  it('times out with a clear message that includes what anvil printed', async () => {
    // A 1 ms budget cannot be met: the error must name the chain and carry anvil's output section.
    await expect(startDevnet({ chains: [{ chainId: 4242 }], timeoutMs: 1 })).rejects.toThrow(
      /anvil \(chain 4242\).*\n--- anvil output ---/,
    )
  })
})
