/**
 * The devnet ID registry on a real anvil: fids count from 1, one per custody address, and
 * custodyOf / idOf answer as Farcaster's IdRegistry does.
 */
import { createPublicClient, http, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'
import { deployIdRegistry } from './deployIdRegistry.js'
import { registerFid } from './registerFid.js'

// Farcaster's IdRegistry interface, written out: what a verifier reads, independent of our artifact
const FARCASTER_ID_REGISTRY = parseAbi([
  'function custodyOf(uint256 fid) view returns (address)',
  'function idOf(address owner) view returns (uint256)',
  'function idCounter() view returns (uint256)',
])

describe('deployIdRegistry + registerFid (PorticoLabIdRegistry on anvil)', () => {
  let devnet: Devnet
  let rpcUrl: string
  let registry: `0x${string}`
  const client = () => createPublicClient({ transport: http(rpcUrl) })
  const read = {
    custodyOf: (fid: bigint) =>
      client().readContract({
        address: registry,
        abi: FARCASTER_ID_REGISTRY,
        functionName: 'custodyOf',
        args: [fid],
      }),
    idOf: (a: `0x${string}`) =>
      client().readContract({
        address: registry,
        abi: FARCASTER_ID_REGISTRY,
        functionName: 'idOf',
        args: [a],
      }),
  }

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    rpcUrl = devnet.chains[0]!.rpcUrl
    registry = await deployIdRegistry(devnet.chains[0]!)
  }, 30_000)
  afterAll(() => devnet?.stop())

  it('gives fids from 1, one per custody address; custodyOf and idOf answer both ways', async () => {
    const alice = privateKeyToAccount(generatePrivateKey()).address
    const bob = privateKeyToAccount(generatePrivateKey()).address
    expect(await read.idOf(alice)).toBe(0n)
    expect(await registerFid({ rpcUrl, idRegistry: registry, to: alice })).toBe(1n)
    expect(await registerFid({ rpcUrl, idRegistry: registry, to: bob })).toBe(2n)
    expect(await read.custodyOf(1n)).toBe(alice)
    expect(await read.custodyOf(2n)).toBe(bob)
    expect(await read.idOf(alice)).toBe(1n)
    expect(await read.idOf(bob)).toBe(2n)
    expect(await read.custodyOf(3n)).toBe('0x0000000000000000000000000000000000000000')
    expect(
      await client().readContract({
        address: registry,
        abi: FARCASTER_ID_REGISTRY,
        functionName: 'idCounter',
      }),
    ).toBe(2n)
  })

  it('refuses a second fid for the same custody (HasId) and the zero address', async () => {
    const carol = privateKeyToAccount(generatePrivateKey()).address
    const fid = await registerFid({ rpcUrl, idRegistry: registry, to: carol })
    await expect(registerFid({ rpcUrl, idRegistry: registry, to: carol })).rejects.toThrow(/HasId/)
    await expect(
      registerFid({ rpcUrl, idRegistry: registry, to: '0x0000000000000000000000000000000000000000' }),
    ).rejects.toThrow(/InvalidAddress/)
    expect(await read.idOf(carol)).toBe(fid)
  })

  it('takes an RPC URL as well as a devnet chain', async () => {
    const other = await deployIdRegistry(rpcUrl)
    expect(other).not.toBe(registry)
    expect(await client().getCode({ address: other })).toMatch(/^0x[0-9a-f]{20,}/)
  })
})
