import { createPortico, type SIWXConfig, type SIWXSession } from '@portico/core'
import { act, cleanup, fireEvent, render, renderHook, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoProvider } from '../../components/PorticoProvider.js'
import { useSignIn } from '../../hooks/useSignIn.js'
import PorticoModal from '../../modal/PorticoModal.js'
import { ADDRESS, fakeAdapter, network } from '../../test/fakeAdapter.js'
import { FEATURES } from '../index.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  localStorage.clear()
})

const shadow = () => {
  const host = document.querySelector('[data-portico-root]')
  if (!host?.shadowRoot) throw new Error('no dialog root')
  return within(host.shadowRoot as unknown as HTMLElement)
}

/** an in-memory SIWXConfig (the verifier accepts every signature) */
function memorySiwx(required: boolean): SIWXConfig & { sessions: SIWXSession[] } {
  const siwx = {
    sessions: [] as SIWXSession[],
    async createMessage({
      chainId,
      accountAddress,
    }: {
      chainId: `eip155:${string}`
      accountAddress: string
    }) {
      const data = {
        chainId,
        accountAddress,
        nonce: 'n1',
        domain: '127.0.0.1',
        uri: 'http://127.0.0.1/',
        version: '1' as const,
        issuedAt: '2026-01-01T00:00:00.000Z',
      }
      return { ...data, toString: () => `sign in ${accountAddress}` }
    },
    async addSession(session: SIWXSession) {
      siwx.sessions.push(session)
    },
    async getSessions(_chainId: string, address: string) {
      return siwx.sessions.filter((s) => s.data.accountAddress === address)
    },
    async revokeSession() {
      siwx.sessions = []
    },
    async setSessions(sessions: SIWXSession[]) {
      siwx.sessions = sessions
    },
    getRequired: () => required,
  }
  return siwx
}

async function connectWithSignIn(required: boolean) {
  const adapter = Object.assign(fakeAdapter(), { capabilities: ['balance', 'signIn'] as const })
  const siwx = memorySiwx(required)
  const portico = createPortico({
    projectId: 'test',
    networks: [network(31337, 'Devnet A')],
    adapters: [adapter],
    metadata: { name: 'Host App', description: '', url: 'http://127.0.0.1', icons: [] },
    siwx,
  })
  const signMessage = vi.spyOn(adapter, 'signMessage')
  render(<PorticoModal portico={portico} features={FEATURES} />)
  await act(async () => {
    await portico.connect('lab')
  })
  await waitFor(() => shadow().getByTestId('siwx-view'))
  return { portico, siwx, signMessage }
}

describe('sign in with X in the dialog (SPEC §2 SIWXSignMessage, §4 sign-in)', () => {
  it('§4 the registered route opens after connecting; Sign signs the message, the session is stored, the dialog closes', async () => {
    const { portico, siwx, signMessage } = await connectWithSignIn(false)
    expect(shadow().getByRole('heading', { level: 2 }).textContent).toBe('Sign in')
    expect(shadow().getByTestId('siwx-heading').textContent).toBe('Host App wants you to sign in')
    expect(shadow().queryByTestId('portico-back')).toBeNull()
    await act(async () => {
      fireEvent.click(shadow().getByTestId('siwx-sign'))
    })
    await waitFor(() => expect(portico.getState().open).toBe(false))
    expect(signMessage).toHaveBeenCalledWith({ message: `sign in ${ADDRESS}`, address: ADDRESS })
    expect(siwx.sessions).toHaveLength(1)
    expect(portico.signIn.getState().status).toBe('authenticated')
  })

  it('§2 §6 required mode without a session: no close button, Esc and the backdrop do not close; Cancel disconnects to Connect', async () => {
    const { portico } = await connectWithSignIn(true)
    expect(shadow().queryByTestId('portico-close')).toBeNull()
    expect(shadow().getByTestId('siwx-required')).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    fireEvent.click(shadow().getByTestId('portico-backdrop'))
    act(() => portico.close())
    expect(portico.getState().open).toBe(true)
    expect(shadow().getByTestId('siwx-view')).toBeTruthy()
    await act(async () => {
      fireEvent.click(shadow().getByTestId('siwx-cancel'))
    })
    await waitFor(() => expect(portico.getState().accounts.eip155?.status).toBe('disconnected'))
    await waitFor(() => shadow().getByTestId('wallet-lab'))
    expect(portico.getState().router.view).toBe('Connect')
    // on Connect the dialog closes again
    expect(portico.router.isCloseDisabled()).toBe(false)
  })

  it('§2 not required: the close button and Esc close the sign-in view (a dismissal: not asked again by itself)', async () => {
    const { portico } = await connectWithSignIn(false)
    expect(shadow().getByTestId('portico-close')).toBeTruthy()
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(portico.getState().open).toBe(false)
    await waitFor(() => expect(portico.signIn.getState().dismissed).toBe(true))
  })

  it("§8 a declined signature: 'Signature declined' in the view, which stays", async () => {
    const { portico, signMessage } = await connectWithSignIn(false)
    signMessage.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await act(async () => {
      fireEvent.click(shadow().getByTestId('siwx-sign'))
    })
    await waitFor(() => shadow().getByTestId('siwx-problem'))
    expect(shadow().getByTestId('siwx-problem').textContent).toBe('Signature declined')
    expect(portico.getState().open).toBe(true)
  })

  it('useSignIn() reads the state live and signs in on demand', async () => {
    const adapter = Object.assign(fakeAdapter(), { capabilities: ['balance', 'signIn'] as const })
    const portico = createPortico({
      projectId: 'test',
      networks: [network(31337, 'Devnet A')],
      adapters: [adapter],
      siwx: memorySiwx(false),
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PorticoProvider portico={portico}>{children}</PorticoProvider>
    )
    const { result } = renderHook(() => useSignIn(), { wrapper })
    expect(result.current).toMatchObject({ enabled: true, required: false, status: 'idle' })
    await act(async () => {
      await portico.connect('lab')
    })
    await waitFor(() => expect(result.current.caipAddress).toBe(`eip155:31337:${ADDRESS}`))
    await act(async () => {
      await result.current.signIn()
    })
    expect(result.current.status).toBe('authenticated')
    expect(result.current.session?.message).toBe(`sign in ${ADDRESS}`)
    await act(async () => {
      await result.current.signOut()
    })
    expect(result.current.status).toBe('idle')
  })

  it('useSignIn() outside a provider: not enabled', () => {
    const { result } = renderHook(() => useSignIn())
    expect(result.current).toMatchObject({ enabled: false, status: 'idle' })
  })
})
