import { DEVNET_ACCOUNTS, labNftCardSvg, labNftMetadataUri } from '@portico/lab-wallet'
import { createPublicClient, erc721Abi, http, parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { airdropErc721, deployErc721, mintErc721 } from './deployErc721.js'
import { devnetSigner } from './devnetSigner.js'
import { type Devnet, startDevnet } from './startDevnet.js'

describe('deployErc721 (OpenZeppelin ERC721URIStorage compiled with solc, on anvil)', () => {
  let devnet: Devnet
  let rpcUrl: string
  let nft: `0x${string}`
  const alice = DEVNET_ACCOUNTS[1]!
  const bob = DEVNET_ACCOUNTS[2]!
  const client = () => createPublicClient({ transport: http(rpcUrl) })
  const uri1 = labNftMetadataUri({ tokenId: 1n })

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    rpcUrl = devnet.chains[0]!.rpcUrl
    nft = await deployErc721({
      rpcUrl,
      name: 'Portico Lab Cards',
      symbol: 'PLC',
      mint: [{ to: alice.address, tokenId: 1n, uri: uri1 }],
    })
  }, 30_000)
  afterAll(() => devnet?.stop())

  const read = <F extends 'name' | 'symbol'>(functionName: F) =>
    client().readContract({ address: nft, abi: erc721Abi, functionName })

  it('answers name, symbol, ownerOf, balanceOf and tokenURI through viem erc721Abi', async () => {
    expect(await read('name')).toBe('Portico Lab Cards')
    expect(await read('symbol')).toBe('PLC')
    expect(
      await client().readContract({ address: nft, abi: erc721Abi, functionName: 'ownerOf', args: [1n] }),
    ).toBe(alice.address)
    expect(
      await client().readContract({
        address: nft,
        abi: erc721Abi,
        functionName: 'balanceOf',
        args: [alice.address],
      }),
    ).toBe(1n)
    expect(
      await client().readContract({ address: nft, abi: erc721Abi, functionName: 'tokenURI', args: [1n] }),
    ).toBe(uri1)
    await expect(
      client().readContract({ address: nft, abi: erc721Abi, functionName: 'ownerOf', args: [99n] }),
    ).rejects.toThrow()
  })

  it('transferFrom moves the token and emits Transfer; a stranger cannot move it', async () => {
    await expect(
      client().simulateContract({
        account: bob.address,
        address: nft,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [alice.address, bob.address, 1n],
      }),
    ).rejects.toThrow()
    const { wallet } = await devnetSigner(rpcUrl, alice.privateKey)
    const hash = await wallet.writeContract({
      address: nft,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [alice.address, bob.address, 1n],
    })
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const events = parseEventLogs({ abi: erc721Abi, logs: receipt.logs, eventName: 'Transfer' })
    expect(events.map((e) => e.args)).toEqual([{ from: alice.address, to: bob.address, tokenId: 1n }])
    expect(
      await client().readContract({ address: nft, abi: erc721Abi, functionName: 'ownerOf', args: [1n] }),
    ).toBe(bob.address)
  })

  it('mint is open to anyone; airdrop mints one token to each address in one transaction', async () => {
    await mintErc721({
      rpcUrl,
      collection: nft,
      to: bob.address,
      tokenId: 7n,
      uri: 'ipfs://x',
      privateKey: bob.privateKey,
    })
    expect(
      await client().readContract({ address: nft, abi: erc721Abi, functionName: 'tokenURI', args: [7n] }),
    ).toBe('ipfs://x')
    const to = DEVNET_ACCOUNTS.slice(3, 6).map((a) => a.address)
    const hash = await airdropErc721({ rpcUrl, collection: nft, to, firstId: 100n, uri: 'data:,spam' })
    const receipt = await client().getTransactionReceipt({ hash })
    const events = parseEventLogs({ abi: erc721Abi, logs: receipt.logs, eventName: 'Transfer' })
    expect(events.map((e) => e.args)).toEqual(
      to.map((a, i) => ({ from: zeroAddress, to: a, tokenId: 100n + BigInt(i) })),
    )
  })

  it('labNftMetadataUri is data: JSON with a name, a description and an SVG card naming the token', () => {
    const uri = labNftMetadataUri({ tokenId: 42n, collection: 'Cards & <Co>' })
    expect(uri.startsWith('data:application/json;base64,')).toBe(true)
    const json = JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString('utf8'))
    expect(json.name).toBe('Cards & <Co> #42')
    expect(json.description).toContain('42')
    expect(json.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(json.image.split(',')[1], 'base64').toString('utf8')
    expect(svg).toBe(labNftCardSvg(42n, 'Cards & <Co>'))
    expect(svg).toContain('#42')
    expect(svg).toContain('Cards &amp; &lt;Co&gt;')
  })
})
