import { describe, expect, it, vi } from 'vitest'
import type { Nft, NftsResponse } from '../../api/apiSchemas.js'
import { createPortico } from '../../createPortico.js'
import { createFakeAdapter, evmNetwork } from '../../test/createFakeAdapter.js'
import { fetchNfts, nftsStateOf } from './fetchNfts.js'
import { selectNft, selectNftsView } from './selectNftsView.js'

const ME = '0x00000000000000000000000000000000000000A1'
const CARDS = '0x00000000000000000000000000000000000000c1'
const nft = (id: number, over: Partial<Nft> = {}): Nft => ({
  chain: 'eip155:31337',
  contract: CARDS,
  tokenId: String(id),
  standard: 'erc721',
  collection: { name: 'Portico Lab Cards' },
  name: `Card #${id}`,
  imageUrl: `http://127.0.0.1:8790/v1/nft/image/31337/${CARDS}/${id}`,
  quantity: '1',
  is_spam: false,
  ...over,
})

async function connected(pages: (cursor?: string) => Promise<NftsResponse>) {
  const adapter = createFakeAdapter()
  Object.assign(adapter, { capabilities: [...adapter.capabilities, 'nfts'] })
  adapter.next.connect = { address: ME, chainId: 31337, connectorId: 'lab' }
  const network = {
    ...evmNetwork(31337),
    blockExplorers: { default: { name: 'Lab', url: 'http://127.0.0.1:5173/explorer/31337' } },
  }
  const portico = createPortico({ networks: [network], adapters: [adapter], apiUrl: 'http://127.0.0.1:9' })
  const getNfts = vi.fn(async (p: { cursor?: string | null }) => pages(p.cursor ?? undefined))
  vi.spyOn(portico, 'getApi').mockResolvedValue({ blockchain: { getNfts } } as never)
  await portico.connect('lab')
  return { portico, getNfts }
}

describe('NFTs tab', () => {
  it('pages by cursor, appends without repeats, leaves spam out', async () => {
    const { portico, getNfts } = await connected(async (c) =>
      c ? { data: [nft(2), nft(3, { is_spam: true })], next: null } : { data: [nft(1), nft(2)], next: 'p2' },
    )
    await fetchNfts(portico)
    await fetchNfts(portico)
    await fetchNfts(portico)
    expect(getNfts).toHaveBeenCalledTimes(2)
    const view = selectNftsView(portico)
    expect(view.items.map((i) => i.tokenId)).toEqual(['1', '2'])
    expect(view.hasMore).toBe(false)
    expect(view.items[0]).toMatchObject({
      name: 'Card #1',
      collection: 'Portico Lab Cards',
      explorerUrl: `http://127.0.0.1:5173/explorer/31337/address/${CARDS}`,
    })
    expect(
      selectNft(portico, {
        chain: 'eip155:31337',
        contract: CARDS.toUpperCase().replace('0X', '0x'),
        tokenId: '2',
      })?.name,
    ).toBe('Card #2')
  })

  it('a failure is kept (retry), empty when the account holds none', async () => {
    let fail = true
    const { portico } = await connected(async () => {
      if (fail) throw new Error('HTTP status code: 500')
      return { data: [], next: null }
    })
    await fetchNfts(portico)
    expect(selectNftsView(portico)).toMatchObject({ failed: true, empty: false })
    fail = false
    await fetchNfts(portico, { reset: true })
    expect(selectNftsView(portico)).toMatchObject({ failed: false, empty: true })
    expect(nftsStateOf(portico).started).toBe(true)
  })
})
