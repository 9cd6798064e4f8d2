/**
 * issue 27, the general rule: an answer from a connector whose attempt the person left (Back,
 * another wallet picked, the dialog closed) changes neither the accounts nor storage, whether it
 * comes as the connect's answer or as an account event; the adapter is told (its signal aborts).
 */
import { describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../adapters/PorticoAdapter.js'
import { STORAGE_PREFIX } from '../constants/constants.js'
import { createPortico } from '../createPortico.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createFakeAdapter, evmNetwork } from '../test/createFakeAdapter.js'

const LAB = '0xabc0000000000000000000000000000000000001'
const SLOW = '0x000000000000000000000000000000000000dEaD'

/** an instance whose `slow` wallet answers only when the test says so; `lab` answers at once */
function make() {
  const storage = createMemoryStorage()
  const evm = createFakeAdapter('eip155', [
    { id: 'slow', type: 'ANNOUNCED', name: 'Slow', rdns: 'dev.slow' },
    { id: 'lab', type: 'ANNOUNCED', name: 'Lab', rdns: 'dev.lab' },
  ])
  /** `answers[i]` answers the i-th request; `answer` answers every request still waiting */
  const slow = {
    answers: [] as ((r?: Partial<ConnectResult>) => void)[],
    signals: [] as AbortSignal[],
    answer: (r?: Partial<ConnectResult>) => {
      for (const a of slow.answers.splice(0)) a(r)
    },
  }
  evm.connect = async ({ connectorId, signal }) => {
    evm.calls.push(`connect:${connectorId}`)
    if (connectorId === 'lab') return { address: LAB, chainId: 31337, connectorId }
    if (signal) slow.signals.push(signal)
    return new Promise((resolve) => {
      slow.answers.push((r = {}) => resolve({ address: SLOW, chainId: 31337, connectorId: 'slow', ...r }))
    })
  }
  const portico = createPortico({ projectId: 'lab', networks: [evmNetwork(31337)], adapters: [evm], storage })
  const stored = () => JSON.parse(storage.getItem(`${STORAGE_PREFIX}connections`) ?? '{}')
  const account = () => portico.getState().accounts.eip155
  return { portico, evm, slow, stored, account }
}

const waitForSlow = (m: ReturnType<typeof make>) =>
  vi.waitFor(() => expect(m.evm.calls).toContain('connect:slow'))

describe('issue 27: answers to an attempt the person left', () => {
  it('§4 Back from the connecting view leaves the attempt: the account shows what it showed, a late answer changes nothing', async () => {
    const m = make()
    m.portico.open()
    const slow = m.portico.connect('slow')
    await waitForSlow(m)
    expect(m.account()?.status).toBe('connecting')
    m.portico.router.goBack()
    expect(m.portico.getState().router.view).toBe('Connect')
    expect(m.slow.signals[0]?.aborted).toBe(true)
    expect(m.account()?.status).toBe('disconnected')
    expect(m.portico.getState().connecting).toBeNull()
    m.slow.answer()
    await slow
    // the wallet says so by itself too (accountsChanged): dropped as well
    m.evm.ctx?.emit({ type: 'account', address: SLOW, chainId: 31337, connectorId: 'slow' })
    expect(m.account()?.status).toBe('disconnected')
    expect(m.stored()).toEqual({})
    expect(m.portico.getState().open).toBe(true)
  })

  it('another wallet picked: the lab wallet stays connected and stored when the left one answers (answer and event)', async () => {
    const m = make()
    m.portico.open()
    const slow = m.portico.connect('slow')
    await waitForSlow(m)
    m.portico.router.goBack()
    m.portico.open()
    await m.portico.connect('lab')
    expect(m.account()).toMatchObject({ status: 'connected', address: LAB, connectorId: 'lab' })
    m.slow.answer()
    await slow
    m.evm.ctx?.emit({ type: 'account', address: SLOW, chainId: 31337, connectorId: 'slow' })
    expect(m.account()).toMatchObject({ status: 'connected', address: LAB, connectorId: 'lab' })
    expect(m.stored().eip155).toMatchObject({ connectorId: 'lab', walletKey: 'rdns:dev.lab' })
    // the connected wallet's own account change is still followed
    m.evm.ctx?.emit({ type: 'account', address: `${LAB.slice(0, -1)}2`, chainId: 31337, connectorId: 'lab' })
    expect(m.account()?.address).toBe(`${LAB.slice(0, -1)}2`)
  })

  it('another wallet picked without going back (no Back): the first attempt is left all the same', async () => {
    const m = make()
    m.portico.open()
    const slow = m.portico.connect('slow')
    await waitForSlow(m)
    await m.portico.connect('lab')
    expect(m.slow.signals[0]?.aborted).toBe(true)
    m.slow.answer()
    await slow
    expect(m.account()).toMatchObject({ address: LAB, connectorId: 'lab' })
    expect(m.stored().eip155?.connectorId).toBe('lab')
  })

  it('§2 the dialog closed while the wallet is asked leaves the attempt; nothing connects when it answers', async () => {
    const m = make()
    m.portico.open()
    const slow = m.portico.connect('slow')
    await waitForSlow(m)
    m.portico.close()
    expect(m.slow.signals[0]?.aborted).toBe(true)
    m.slow.answer()
    await slow
    expect(m.account()?.status).toBe('disconnected')
    expect(m.stored()).toEqual({})
  })

  it('a left wallet picked again is the person’s choice again: its answer (even to the earlier request) connects', async () => {
    const m = make()
    m.portico.open()
    const first = m.portico.connect('slow')
    await waitForSlow(m)
    m.portico.router.goBack()
    const second = m.portico.connect('slow')
    await vi.waitFor(() => expect(m.slow.signals).toHaveLength(2))
    expect(m.slow.signals[1]?.aborted).toBe(false)
    m.slow.answers[0]?.()
    await first
    expect(m.account()).toMatchObject({ status: 'connected', address: SLOW, connectorId: 'slow' })
    expect(m.stored().eip155?.connectorId).toBe('slow')
    m.slow.answer()
    await second
  })

  it('§4 a retry of the same wallet joins the attempt (one signal, not aborted); Back still leaves both calls', async () => {
    const m = make()
    m.portico.open()
    const first = m.portico.connect('slow')
    await waitForSlow(m)
    const second = m.portico.retryConnect()
    await vi.waitFor(() => expect(m.slow.signals).toHaveLength(2))
    expect(m.slow.signals[1]).toBe(m.slow.signals[0])
    expect(m.slow.signals[0]?.aborted).toBe(false)
    m.portico.router.goBack()
    expect(m.slow.signals[0]?.aborted).toBe(true)
    m.slow.answer()
    await Promise.all([first, second])
    expect(m.account()?.status).toBe('disconnected')
  })

  it('an attempt a host starts with the dialog closed is not left by the dialog (only by another wallet)', async () => {
    const m = make()
    const slow = m.portico.connect('slow')
    await waitForSlow(m)
    m.portico.open()
    m.portico.close()
    expect(m.slow.signals[0]?.aborted).toBe(false)
    m.slow.answer()
    await slow
    expect(m.account()).toMatchObject({ status: 'connected', address: SLOW })
  })

  it('pushing a view over the connecting view does not leave the attempt', async () => {
    const m = make()
    m.portico.open()
    const slow = m.portico.connect('slow')
    await waitForSlow(m)
    m.portico.router.push('AllWallets')
    m.portico.router.goBack()
    expect(m.slow.signals[0]?.aborted).toBe(false)
    m.slow.answer()
    await slow
    expect(m.account()).toMatchObject({ status: 'connected', address: SLOW })
  })

  it('a wallet connected before stays connected when the person opens the dialog, picks another and goes back', async () => {
    const m = make()
    m.portico.open()
    await m.portico.connect('lab')
    m.portico.open()
    const slow = m.portico.connect('slow')
    await waitForSlow(m)
    expect(m.account()?.status).toBe('connecting')
    m.portico.router.goBack()
    expect(m.account()).toMatchObject({ status: 'connected', address: LAB })
    m.slow.answer()
    await slow
    expect(m.account()).toMatchObject({ status: 'connected', address: LAB, connectorId: 'lab' })
    expect(m.stored().eip155?.connectorId).toBe('lab')
  })
})
