import { createPortico, type PorticoAdapter } from '@portico/core'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PorticoModal from '../../modal/PorticoModal.js'
import { fakeAdapter, network } from '../../test/fakeAdapter.js'
import { defineFeature } from '../FeatureDefinition.js'
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

async function openAccount(opts: { api?: boolean; capabilities?: PorticoAdapter['capabilities'] } = {}) {
  const adapter = Object.assign(fakeAdapter(), { capabilities: opts.capabilities ?? ['balance', 'names'] })
  const portico = createPortico({
    projectId: 'test',
    networks: [network(31337, 'Devnet A')],
    adapters: [adapter],
    ...(opts.api === false ? {} : { apiUrl: 'http://127.0.0.1:9' }),
  })
  const registerName = vi.fn(async (body: { message: string }) => ({
    name: (JSON.parse(body.message) as { name: string }).name,
    registered: 1,
    updated: 1,
    addresses: {},
    attributes: {},
  }))
  const api = {
    blockchain: {
      registerName,
      getNameSuggestions: async (label: string) => [
        { name: `${label}.wcn.id`, registered: false },
        { name: `${label}-1.wcn.id`, registered: false },
      ],
      getIdentity: async () => ({ name: null, avatar: null }),
    },
    analytics: { send: async () => true },
    checkOrigin: async () => true,
    fetchIdentity: async () => undefined,
    fetchTokenBalances: async () => [],
  }
  vi.spyOn(portico, 'getApi').mockResolvedValue(api as never)
  vi.spyOn(portico, 'signMessage').mockResolvedValue(`0x${'ab'.repeat(65)}`)
  render(<PorticoModal portico={portico} features={FEATURES} />)
  await act(async () => {
    await portico.connect('lab')
  })
  act(() => portico.open())
  await waitFor(() => shadow().getByTestId('account-view'))
  return { portico, registerName }
}

describe('names feature in the dialog (issue 12)', () => {
  it('§4 name registration: Choose a name → RegisterAccountName → RegisterAccountNameSuccess → the profile name', async () => {
    const { portico, registerName } = await openAccount()
    fireEvent.click(shadow().getByTestId('account-register-name'))
    await waitFor(() => shadow().getByTestId('register-name-input'))
    expect(shadow().getByRole('heading', { level: 2 }).textContent).toBe('Choose a name')
    fireEvent.change(shadow().getByTestId('register-name-input'), { target: { value: 'abc' } })
    expect(shadow().getByTestId('register-name-rule')).toBeTruthy()
    fireEvent.change(shadow().getByTestId('register-name-input'), { target: { value: 'alice' } })
    // debounced availability, then a clickable suggestion
    await waitFor(() => shadow().getByTestId('register-name-suggestion-alice-1'))
    fireEvent.click(shadow().getByTestId('register-name-suggestion-alice-1'))
    expect((shadow().getByTestId('register-name-input') as HTMLInputElement).value).toBe('alice-1')
    fireEvent.click(shadow().getByTestId('register-name-submit'))
    await waitFor(() => shadow().getByTestId('register-name-success'))
    expect(registerName).toHaveBeenCalledOnce()
    expect(shadow().getByTestId('register-name-success-name').textContent).toContain('alice-1.wcn.id')
    fireEvent.click(shadow().getByTestId('register-name-done'))
    await waitFor(() => shadow().getByTestId('account-view'))
    expect(shadow().getByTestId('account-name').textContent).toBe('alice-1.wcn.id')
    expect(shadow().queryByTestId('account-register-name')).toBeNull()
    expect(portico.getState().accounts.eip155?.profileName).toBe('alice-1.wcn.id')
  })

  it('no offer without an API or without the names capability', async () => {
    await openAccount({ api: false })
    expect(shadow().queryByTestId('account-register-name')).toBeNull()
    cleanup()
    document.body.innerHTML = ''
    await openAccount({ capabilities: ['balance'] })
    expect(shadow().queryByTestId('account-register-name')).toBeNull()
  })

  it('an account offer is a FeatureDefinition field: any feature registered in one place can offer', async () => {
    const adapter = Object.assign(fakeAdapter(), { capabilities: ['balance'] })
    const portico = createPortico({
      projectId: 'test',
      networks: [network(31337, 'Devnet A')],
      adapters: [adapter],
    })
    const offering = defineFeature({
      id: 'test-offer',
      routes: {
        ['TestOffer' as 'Receive']: {
          title: () => 'Offer',
          load: async () => ({ default: () => <p data-testid="test-offer-screen">offer</p> }),
        },
      },
      accountOffer: {
        view: 'TestOffer' as 'Receive',
        testId: 'account-test-offer',
        label: 'Try this',
        show: (_p, state) => state.accounts.eip155?.status === 'connected',
      },
    })
    render(<PorticoModal portico={portico} features={[...FEATURES, offering]} />)
    await act(async () => {
      await portico.connect('lab')
    })
    act(() => portico.open())
    await waitFor(() => shadow().getByTestId('account-test-offer'))
    fireEvent.click(shadow().getByTestId('account-test-offer'))
    await waitFor(() => shadow().getByTestId('test-offer-screen'))
  })
})
