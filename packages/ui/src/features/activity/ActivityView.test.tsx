import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ActivityRow, ActivityView, type ActivityViewProps } from './ActivityView.js'

afterEach(cleanup)

const BOB = '0x00000000000000000000000000000000000000b0'
const row = (n: number, over: Partial<ActivityRow> = {}): ActivityRow => ({
  id: `eip155:31337:0x${String(n).padStart(64, '0')}`,
  kind: 'receive',
  status: 'confirmed',
  counterparty: { address: BOB },
  amounts: [{ direction: 'in', quantity: '1.5', symbol: 'ETH' }],
  time: Date.parse('2026-11-20T10:00:00Z') - n * 60_000,
  explorerUrl: `http://127.0.0.1:5173/explorer/tx/0x${n}`,
  ...over,
})

function renderActivity(props: Partial<ActivityViewProps> = {}) {
  const callbacks = { onLoadMore: vi.fn(), onRetry: vi.fn() }
  render(
    <ActivityView
      groups={[{ year: 2026, month: 11, items: [row(1), row(2)] }]}
      loading={false}
      empty={false}
      failed={false}
      hasMore={false}
      timeZone="UTC"
      networkName="Portico Devnet"
      {...callbacks}
      {...props}
    />,
  )
  return callbacks
}

describe('ActivityView', () => {
  it('§3 shows a heading per month and one row per transaction, linked to the explorer', () => {
    renderActivity()
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy()
    const rows = within(screen.getByTestId('activity-month-2026-11')).getAllByRole('link')
    expect(rows).toHaveLength(2)
    expect(rows[0]!.getAttribute('href')).toBe('http://127.0.0.1:5173/explorer/tx/0x1')
    expect(rows[0]!.getAttribute('rel')).toContain('noopener')
    expect(rows[0]!.textContent).toContain('Received')
    expect(rows[0]!.textContent).toContain('From 0x0000…00b0')
    expect(rows[0]!.textContent).toContain('+1.5 ETH')
  })

  it('a hostile token name is text, and a dangerous explorer URL is no link', () => {
    const name = '<img src=x onerror=alert(1)>'
    renderActivity({
      groups: [
        {
          year: 2026,
          month: 11,
          items: [
            row(3, {
              amounts: [{ direction: 'out', quantity: '2', symbol: name }],
              explorerUrl: 'javascript:alert(1)',
            }),
          ],
        },
      ],
    })
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByTestId(/activity-row-/).textContent).toContain(`−2 ${name}`)
  })

  it('a pending row says so; the profile name replaces the address', () => {
    renderActivity({
      groups: [
        {
          year: 2026,
          month: 11,
          items: [
            row(4, { kind: 'send', status: 'pending', counterparty: { address: BOB, name: 'bob.wcn.id' } }),
          ],
        },
      ],
    })
    expect(screen.getByTestId('activity-status').textContent).toBe('Pending')
    expect(screen.getByTestId(/activity-row-/).textContent).toContain('To bob.wcn.id')
  })

  it('§4 empty, failed (retry) and more pages (load more)', () => {
    const a = renderActivity({ groups: [], empty: true })
    expect(screen.getByTestId('activity-empty').textContent).toContain('Portico Devnet')
    cleanup()
    const b = renderActivity({ groups: [], empty: true, failed: true })
    fireEvent.click(screen.getByTestId('activity-retry'))
    expect(b.onRetry).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('activity-empty')).toBeNull()
    cleanup()
    const c = renderActivity({ hasMore: true })
    fireEvent.click(screen.getByTestId('activity-load-more'))
    expect(c.onLoadMore).toHaveBeenCalledTimes(1)
    expect(a.onLoadMore).not.toHaveBeenCalled()
  })
})
