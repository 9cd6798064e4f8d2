import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NftDetailView } from './NftDetailView.js'
import { NftsView } from './NftsView.js'

afterEach(cleanup)

const hostile = '<img src=x onerror=alert(1)>'
const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')}`

describe('NFT views', () => {
  it('a grid of tiles; a hostile name is text; an SVG picture only ever goes through <img>', () => {
    const onOpen = vi.fn()
    render(
      <NftsView
        items={[
          { key: 'a', name: hostile, collection: 'Cards', imageUrl: svg },
          { key: 'b', name: 'Card #2', collection: 'Cards', imageUrl: 'javascript:alert(1)' },
        ]}
        loading={false}
        empty={false}
        failed={false}
        hasMore={false}
        networkName="Portico Devnet"
        onOpen={onOpen}
        onLoadMore={vi.fn()}
        onRetry={vi.fn()}
      />,
    )
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(document.querySelector('svg[onload], script')).toBeNull()
    const imgs = [...document.querySelectorAll('img')]
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual([svg])
    expect(imgs[0]!.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(screen.getByTestId('nft-a').textContent).toContain(hostile)
    fireEvent.click(screen.getByTestId('nft-b'))
    expect(onOpen).toHaveBeenCalledWith('b')
  })

  it('empty and failed states', () => {
    const onRetry = vi.fn()
    const props = {
      items: [],
      loading: false,
      hasMore: false,
      networkName: 'Portico Devnet',
      onOpen: vi.fn(),
      onLoadMore: vi.fn(),
      onRetry,
    }
    render(<NftsView {...props} empty failed={false} />)
    expect(screen.getByTestId('nfts-empty').textContent).toContain('Portico Devnet')
    cleanup()
    render(<NftsView {...props} empty={false} failed />)
    fireEvent.click(screen.getByTestId('nfts-retry'))
    expect(onRetry).toHaveBeenCalled()
  })

  it('the detail view: name, collection, token id, explorer link only when safe', () => {
    const nft = {
      name: 'Card #1',
      collection: 'Portico Lab Cards',
      tokenId: '1',
      contract: `0x${'c1'.repeat(20)}`,
      standard: 'erc721' as const,
      quantity: '1',
    }
    render(
      <NftDetailView nft={{ ...nft, explorerUrl: 'http://127.0.0.1:5173/explorer/31337/address/0xc1' }} />,
    )
    expect(screen.getByTestId('nft-detail-name').textContent).toBe('Card #1')
    expect(screen.getByTestId('nft-explorer').getAttribute('href')).toContain('/address/')
    cleanup()
    render(<NftDetailView nft={{ ...nft, explorerUrl: 'javascript:alert(1)' }} />)
    expect(screen.queryByTestId('nft-explorer')).toBeNull()
    cleanup()
    render(<NftDetailView />)
    expect(screen.getByTestId('nft-detail-missing')).toBeTruthy()
  })
})
