import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createPortico, type PorticoAdapter } from '@portico/core'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import PorticoModal from '../modal/PorticoModal.js'
import { buildRouteTable } from '../routes/buildRouteTable.js'
import { CORE_ROUTES } from '../routes/coreRoutes.js'
import { ADDRESS, fakeAdapter, network } from '../test/fakeAdapter.js'
import { defineFeature } from './FeatureDefinition.js'
import { FEATURES } from './index.js'

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

function withCapabilities(capabilities: PorticoAdapter['capabilities']) {
  const adapter = fakeAdapter()
  return Object.assign(adapter, { capabilities })
}

async function openAccount(
  opts: {
    capabilities?: PorticoAdapter['capabilities']
    features?: typeof FEATURES
    send?: boolean
    apiUrl?: string
  } = {},
) {
  const portico = createPortico({
    projectId: 'test',
    networks: [network(31337, 'Devnet A'), network(31338, 'Devnet B')],
    adapters: [withCapabilities(opts.capabilities ?? ['balance', 'receive', 'send'])],
    features: { send: opts.send ?? true },
    ...(opts.apiUrl ? { apiUrl: opts.apiUrl } : {}),
  })
  render(<PorticoModal portico={portico} features={opts.features ?? FEATURES} />)
  await act(async () => {
    await portico.connect('lab')
  })
  act(() => portico.open())
  await waitFor(() => shadow().getByTestId('account-view'))
  return portico
}

describe('the route table is the only registry of views', () => {
  it('core routes and the registered features cover every view, each once', () => {
    const table = buildRouteTable(CORE_ROUTES, FEATURES)
    expect(Object.keys(table).sort()).toEqual(
      [
        'Account',
        'AccountType',
        'AllWallets',
        'ApproveTransaction',
        'Connect',
        'ConnectingExternal',
        'ConnectingFarcaster',
        'ConnectingSiwe',
        'ConnectingSocial',
        'ConnectingWalletConnectBasic',
        'EmailVerifyDevice',
        'EmailVerifyOtp',
        'EmbeddedWalletRecovery',
        'Networks',
        'NftDetail',
        'Onramp',
        'OnrampProgress',
        'Receive',
        'RegisterAccountName',
        'RegisterAccountNameSuccess',
        'Send',
        'SendPreview',
        'SendSuccess',
        'SIWXSignMessage',
        'Swap',
        'SwapSuccess',
        'UnsupportedChain',
        'UpdateEmail',
        'UpdateEmailPrimaryOtp',
        'UpdateEmailSecondaryOtp',
      ].sort(),
    )
    expect(() => buildRouteTable(CORE_ROUTES, [...FEATURES, FEATURES[0]!])).toThrow(/registered twice/)
  })

  it('the dialog has no switch over view names (a feature is one registration line)', () => {
    const src = (file: string) => readFileSync(resolve(process.cwd(), 'packages/react/src', file), 'utf8')
    for (const file of ['modal/ModalView.tsx', 'modal/PorticoModal.tsx']) {
      expect(src(file)).not.toMatch(/switch\s*\(/)
      expect(src(file)).not.toMatch(/case\s+'/)
    }
    // each feature is one entry of FEATURES
    expect(src('features/index.ts').match(/^ {2}\w+Feature,$/gm)?.length).toBe(FEATURES.length)
  })

  it('a new feature registered in one place gets its Account button, its lazy screen and its title', async () => {
    let loaded = 0
    const buyFeature = defineFeature({
      id: 'onramp',
      routes: {
        ['TestBuy' as 'Receive']: {
          title: () => 'Buy crypto',
          load: async () => {
            loaded++
            return { default: () => <p data-testid="test-buy">buy screen</p> }
          },
        },
      },
      accountAction: {
        view: 'TestBuy' as 'Receive',
        label: 'Buy',
        icon: () => <svg data-testid="test-buy-icon" />,
        place: 10,
        capability: 'onramp',
      },
    })
    const portico = await openAccount({
      capabilities: ['balance', 'receive', 'send', 'onramp'],
      features: [...FEATURES.filter((f) => f.id !== 'onramp'), buyFeature],
    })
    // SPEC §9 wallet feature order: onramp, swaps, receive, send (each definition's place)
    const actions = shadow()
      .getAllByTestId(/^account-action-/)
      .map((b) => b.getAttribute('data-testid'))
    expect(actions).toEqual(['account-action-onramp', 'account-action-receive', 'account-action-send'])
    expect(within(shadow().getByTestId('account-action-onramp')).getByTestId('test-buy-icon')).toBeTruthy()
    expect(loaded).toBe(0)
    fireEvent.click(shadow().getByTestId('account-action-onramp'))
    await waitFor(() => shadow().getByTestId('test-buy'))
    expect(loaded).toBe(1)
    expect(shadow().getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy()
    expect(shadow().getByRole('heading', { level: 2 }).textContent).toBe('Buy crypto')
    expect(portico.getState().router.view).toBe('TestBuy')
  })
})

describe('a feature screen that fails to load', () => {
  it('shows a retry in the dialog (the host page keeps working) and loads on retry', async () => {
    let attempts = 0
    const flaky = defineFeature({
      id: 'onramp',
      routes: {
        ['TestFlaky' as 'Receive']: {
          title: () => 'Flaky',
          load: async () => {
            attempts++
            if (attempts === 1) throw new Error('chunk failed to load')
            return { default: () => <p data-testid="test-flaky">loaded</p> }
          },
        },
      },
      accountAction: {
        view: 'TestFlaky' as 'Receive',
        label: 'Buy',
        icon: () => <svg />,
        place: 10,
        capability: 'onramp',
      },
    })
    await openAccount({
      capabilities: ['balance', 'receive', 'onramp'],
      features: [...FEATURES.filter((f) => f.id !== 'onramp'), flaky],
    })
    fireEvent.click(shadow().getByTestId('account-action-onramp'))
    await waitFor(() => shadow().getByTestId('view-load-failed'))
    fireEvent.click(shadow().getByTestId('view-load-retry'))
    await waitFor(() => shadow().getByTestId('test-flaky'))
    expect(attempts).toBe(2)
  })
})

describe('wallet features in the Account view (SPEC §9)', () => {
  it('§9 Receive and Send show, in order, when the option is on and the adapter can', async () => {
    await openAccount()
    expect(shadow().getByTestId('account-action-receive').textContent).toContain('Receive')
    expect(shadow().getByTestId('account-action-send').textContent).toContain('Send')
  })

  it('§9 a feature whose option is off, or whose capability the adapter lacks, shows nothing', async () => {
    await openAccount({ send: false })
    expect(shadow().queryByTestId('account-action-send')).toBeNull()
    expect(shadow().getByTestId('account-action-receive')).toBeTruthy()
    cleanup()
    document.body.innerHTML = ''
    await openAccount({ capabilities: ['balance', 'receive'] })
    expect(shadow().queryByTestId('account-action-send')).toBeNull()
  })

  it('§9 Buy and Swap show only where an API that serves them is configured', async () => {
    const capabilities: PorticoAdapter['capabilities'] = ['balance', 'receive', 'send', 'swaps', 'onramp']
    await openAccount({ capabilities })
    expect(shadow().queryByTestId('account-action-onramp')).toBeNull()
    expect(shadow().queryByTestId('account-action-swaps')).toBeNull()
    expect(shadow().getByTestId('account-action-receive')).toBeTruthy()
    cleanup()
    document.body.innerHTML = ''
    await openAccount({ capabilities, apiUrl: 'http://127.0.0.1:9' })
    expect(shadow().getByTestId('account-action-onramp').textContent).toContain('Buy')
    expect(shadow().getByTestId('account-action-swaps').textContent).toContain('Swap')
  })

  it('Receive shows the EIP-681 URI as QR value, the bare address with the switch off, and the networks', async () => {
    await openAccount()
    fireEvent.click(shadow().getByTestId('account-action-receive'))
    await waitFor(() => shadow().getByTestId('receive-view'))
    const view = shadow().getByTestId('receive-view')
    expect(view.getAttribute('data-qr-value')).toBe(`ethereum:${ADDRESS}@31337`)
    expect(shadow().getByTestId('receive-address').textContent).toBe(ADDRESS)
    fireEvent.click(shadow().getByTestId('receive-include-network'))
    expect(view.getAttribute('data-qr-value')).toBe(ADDRESS)
    expect(shadow().getByTestId('receive-network-eip155:31338')).toBeTruthy()
    expect(shadow().getByRole('heading', { level: 2 }).textContent).toBe('Receive')
  })

  it('Send: the form, the review with the fee, the wallet, the confirmation; Done returns to Account', async () => {
    const adapter = withCapabilities(['balance', 'receive', 'send'])
    const sent: string[] = []
    Object.assign(adapter, {
      isAddress: (a: string) => /^0x[0-9a-fA-F]{40}$/.test(a),
      prepareSend: async () => ({ fee: 42_000_000_000_000n }),
      send: async (p: { to: string; amount: bigint }) => {
        sent.push(`${p.to}:${p.amount}`)
        return { id: `0x${'12'.repeat(32)}`, explorerUrl: 'http://127.0.0.1:5173/explorer/tx/0x12' }
      },
    })
    const portico = createPortico({
      projectId: 'test',
      networks: [network(31337, 'Devnet A')],
      adapters: [adapter],
    })
    render(<PorticoModal portico={portico} />)
    await act(async () => {
      await portico.connect('lab')
    })
    act(() => portico.open())
    await waitFor(() => shadow().getByTestId('account-action-send'))
    fireEvent.click(shadow().getByTestId('account-action-send'))
    await waitFor(() => expect(shadow().getByTestId('send-token').textContent).toContain('ETH'))
    fireEvent.change(shadow().getByTestId('send-amount'), { target: { value: '0.5' } })
    fireEvent.change(shadow().getByTestId('send-to'), {
      target: { value: '0x00000000000000000000000000000000000000b0' },
    })
    await waitFor(() => expect(portico.getState().features.send?.receiverAddress).toMatch(/^0x/))
    fireEvent.click(shadow().getByTestId('send-review'))
    await waitFor(() => shadow().getByTestId('send-preview'))
    expect(shadow().getByTestId('send-preview-amount').textContent).toBe('0.5 ETH')
    expect(shadow().getByTestId('send-preview-fee').textContent).toBe('0.000042 ETH')
    fireEvent.click(shadow().getByTestId('send-confirm'))
    await waitFor(() => shadow().getByTestId('send-success'))
    expect(sent).toEqual(['0x00000000000000000000000000000000000000b0:500000000000000000'])
    expect(shadow().getByTestId('send-explorer').getAttribute('href')).toBe(
      'http://127.0.0.1:5173/explorer/tx/0x12',
    )
    expect(shadow().queryByTestId('portico-back')).toBeNull()
    fireEvent.click(shadow().getByTestId('send-done'))
    await waitFor(() => shadow().getByTestId('account-view'))
  })
})
