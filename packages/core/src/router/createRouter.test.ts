import { describe, expect, it, vi } from 'vitest'
import { createPorticoStore } from '../store/createPorticoStore.js'
import type { PorticoState } from '../store/PorticoState.js'
import { createRouter } from './createRouter.js'

function setup(opts: { closeDisabled?: boolean } = {}) {
  const store = createPorticoStore({
    open: true,
    router: { history: [{ view: 'Connect' }], view: 'Connect', direction: 'next' },
  } as PorticoState)
  const close = vi.fn()
  const router = createRouter(store, {
    close,
    closeDisabled: () => opts.closeDisabled ?? false,
  })
  return { store, router, close }
}

describe('router', () => {
  it('§2 push adds a view with direction next', () => {
    const { store, router } = setup()
    router.push('ConnectingExternal', { connectorId: 'lab' })
    expect(store.getState().router.view).toBe('ConnectingExternal')
    expect(store.getState().router.history).toHaveLength(2)
    expect(store.getState().router.history[1]).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'lab' },
    })
    expect(store.getState().router.direction).toBe('next')
  })
  it('§2 a view is not pushed if it is already current', () => {
    const { store, router } = setup()
    router.push('Networks')
    router.push('Networks')
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Connect', 'Networks'])
  })
  it('§2 going back pops with direction prev', () => {
    const { store, router, close } = setup()
    router.push('Networks')
    router.goBack()
    expect(store.getState().router.view).toBe('Connect')
    expect(store.getState().router.direction).toBe('prev')
    expect(close).not.toHaveBeenCalled()
  })
  it('§2 going back with a single entry closes the dialog', () => {
    const { store, router, close } = setup()
    router.goBack()
    expect(close).toHaveBeenCalledOnce()
    expect(store.getState().router.history).toHaveLength(1)
  })
  it('§2 replace swaps the current entry; reset leaves one entry', () => {
    const { store, router } = setup()
    router.push('Networks')
    router.replace('Account')
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Connect', 'Account'])
    router.reset('UnsupportedChain')
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['UnsupportedChain'])
  })
  it('§2 goBackToIndex keeps entries up to the index', () => {
    const { store, router } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal', { connectorId: 'x' })
    router.push('Networks')
    router.goBackToIndex(1)
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Connect', 'AllWallets'])
    expect(store.getState().router.direction).toBe('prev')
    router.goBackToIndex(5)
    expect(store.getState().router.history).toHaveLength(2)
  })
  it("§2 closing is disabled while a registered feature's guard says so (sign-in: siwxCoreFeature.test.ts)", () => {
    expect(setup({ closeDisabled: true }).router.isCloseDisabled()).toBe(true)
    expect(setup({ closeDisabled: false }).router.isCloseDisabled()).toBe(false)
  })
  it('§2 going back with a single entry does not close the dialog while closing is disabled', () => {
    const required = setup({ closeDisabled: true })
    required.router.reset('SIWXSignMessage')
    required.router.goBack()
    expect(required.close).not.toHaveBeenCalled()
    const notRequired = setup({ closeDisabled: false })
    notRequired.router.reset('SIWXSignMessage')
    notRequired.router.goBack()
    expect(notRequired.close).toHaveBeenCalledOnce()
  })
})
