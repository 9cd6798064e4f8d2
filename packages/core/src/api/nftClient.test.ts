import { describe, expect, it, vi } from 'vitest'
import type { FetchFn } from './apiFetch.js'
import { historyResponseSchema } from './apiSchemas.js'
import { createBlockchainClient } from './createBlockchainClient.js'

const common = {
  baseUrl: 'http://127.0.0.1:1/api/',
  projectId: 'p1',
  sdkType: 'appkit',
  sdkVersion: 'portico-1',
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const nft = {
  chain: 'eip155:31337',
  contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  tokenId: '1',
  standard: 'erc721',
  collection: { name: 'Portico Lab Cards', symbol: 'PLC' },
  name: '<img src=x onerror=alert(1)>',
  imageUrl: '/v1/nft/image/eip155:31337/0x5fbdb2315678afecb367f032d93f642f64180aa3/1',
  quantity: '1',
  is_spam: false,
}

describe('blockchain client: NFTs and the extended history (issue 12)', () => {
  it('getNfts asks /v1/account/{address}/nfts with chainId and cursor; relative imageUrl made absolute', async () => {
    const calls: URL[] = []
    const fetch: FetchFn = async (input) => {
      calls.push(new URL(input))
      return json({
        data: [
          nft,
          { ...nft, tokenId: '2', imageUrl: null },
          { ...nft, tokenId: '3', imageUrl: 'https://x/y.png' },
        ],
        next: 'abc',
      })
    }
    const res = await createBlockchainClient({ ...common, fetch }).getNfts({
      address: '0xabc',
      chainId: 'eip155:31337',
      cursor: 'c1',
    })
    expect(calls[0]!.pathname).toBe('/api/v1/account/0xabc/nfts')
    expect(calls[0]!.searchParams.get('chainId')).toBe('eip155:31337')
    expect(calls[0]!.searchParams.get('cursor')).toBe('c1')
    expect(res.next).toBe('abc')
    expect(res.data.map((n) => n.imageUrl)).toEqual([
      'http://127.0.0.1:1/api/v1/nft/image/eip155:31337/0x5fbdb2315678afecb367f032d93f642f64180aa3/1',
      null,
      'https://x/y.png',
    ])
    // untrusted text is kept as it is, for the views to render as text
    expect(res.data[0]!.name).toBe('<img src=x onerror=alert(1)>')
  })

  it('getNfts refuses an answer of the wrong shape and is skipped on an unsupported network', async () => {
    const bad: FetchFn = async () => json({ data: [{ ...nft, quantity: 1 }], next: null })
    await expect(
      createBlockchainClient({ ...common, fetch: bad }).getNfts({ address: '0xabc', chainId: 'eip155:1' }),
    ).rejects.toThrow()
    const fetch = vi.fn<FetchFn>()
    const skipped = createBlockchainClient({ ...common, fetch, isUnsupported: () => true })
    expect(await skipped.getNfts({ address: '0x1', chainId: 'eip155:1' })).toEqual({ data: [], next: null })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('§7 history: an old server without the new fields still parses; new fields pass; relative URLs made absolute', async () => {
    const old = {
      data: [
        {
          id: '0x1',
          metadata: {
            operationType: 'send',
            hash: '0x1',
            minedAt: '2026-01-01T00:00:00.000Z',
            sentFrom: '0xa',
            sentTo: '0xb',
            status: 'confirmed',
            nonce: 1,
            chain: 'eip155:1',
          },
          transfers: [
            { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1' } },
            {
              nft_info: { name: '#1', flags: { is_spam: true } },
              direction: 'in',
              quantity: { numeric: '1' },
            },
          ],
        },
      ],
      next: null,
    }
    expect(historyResponseSchema.safeParse(old).success).toBe(true)
    const extended = structuredClone(old) as typeof old & { data: { transfers: Record<string, unknown>[] }[] }
    extended.data[0]!.transfers = [
      {
        fungible_info: {
          name: 'Portico USD',
          symbol: 'PUSD',
          decimals: 6,
          icon: { url: '/public/getTokenImage/PUSD' },
          verified: true,
        },
        direction: 'in',
        quantity: { numeric: '1.5' },
      },
      {
        nft_info: {
          name: 'Card #1',
          flags: { is_spam: false },
          content: { preview: { url: '/v1/nft/image/eip155:1/0xc/1' } },
          collection: { name: 'Cards' },
          token_id: '1',
          contract: '0xc',
          standard: 'erc721',
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ]
    const fetch: FetchFn = async () => json(extended)
    const res = await createBlockchainClient({ ...common, fetch }).getHistory({ address: '0xa' })
    expect(res.data[0]!.transfers[0]!.fungible_info).toMatchObject({
      decimals: 6,
      verified: true,
      icon: { url: 'http://127.0.0.1:1/api/public/getTokenImage/PUSD' },
    })
    expect(res.data[0]!.transfers[1]!.nft_info).toMatchObject({
      token_id: '1',
      standard: 'erc721',
      collection: { name: 'Cards' },
      content: { preview: { url: 'http://127.0.0.1:1/api/v1/nft/image/eip155:1/0xc/1' } },
    })
    const wrong = structuredClone(extended)
    ;(wrong.data[0]!.transfers[1]!.nft_info as unknown as { standard: string }).standard = 'erc20'
    expect(historyResponseSchema.safeParse(wrong).success).toBe(false)
  })
})
