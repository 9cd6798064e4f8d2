import { cookieToInitialState, createMemoryStorage, createPortico, type PorticoAdapter } from '@portico/core'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { ADDRESS, fakeAdapter, network } from '../test/fakeAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { PorticoProvider } from './PorticoProvider.js'

// React's act() outside testing-library
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

const networks = [network(31337, 'Devnet'), network(31338, 'Devnet Two')]
/** what the browser remembered of a returning visitor: the lab wallet on Devnet Two */
const STORED = {
  'portico:connections': JSON.stringify({
    eip155: { connectorId: 'lab', connectorType: 'ANNOUNCED', address: ADDRESS },
  }),
  'portico:activeNetworks': JSON.stringify({ eip155: 'eip155:31338' }),
  'portico:activeNamespace': JSON.stringify('eip155'),
}
const COOKIE = Object.entries(STORED)
  .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
  .join('; ')

function restoringAdapter(): PorticoAdapter {
  const a = fakeAdapter()
  return { ...a, restore: async () => ({ address: ADDRESS, chainId: 31338, connectorId: 'lab' }) }
}

const app = (
  portico: ReturnType<typeof createPortico>,
  initialState?: ReturnType<typeof cookieToInitialState>,
) => (
  <PorticoProvider portico={portico} initialState={initialState}>
    <ConnectButton />
    <NetworkButton />
  </PorticoProvider>
)

/** renders on a "server" (an instance with nothing stored), then hydrates a returning visitor's client */
async function serverThenClient(initialState: ReturnType<typeof cookieToInitialState>) {
  const server = createPortico({
    projectId: 'ssr',
    networks,
    adapters: [fakeAdapter()],
    storage: createMemoryStorage(),
  })
  const html = renderToString(app(server, initialState))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)

  const storage = createMemoryStorage()
  for (const [k, v] of Object.entries(STORED)) storage.setItem(k, v)
  const client = createPortico({ projectId: 'ssr', networks, adapters: [restoringAdapter()], storage })
  const errors: unknown[] = []
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  await act(async () => {
    hydrateRoot(container, app(client, initialState), { onRecoverableError: (e) => errors.push(e) })
  })
  return { html, container, client, errors }
}

it("§4 a returning visitor's first HTML shows the account and network from the cookie, and hydrates without a mismatch", async () => {
  const { html, container, client, errors } = await serverThenClient(cookieToInitialState(COOKIE))
  expect(html).toContain('0x7099…79C8')
  expect(html).toContain('Devnet Two')
  expect(html).toContain('aria-busy="true"')
  expect(errors).toEqual([])
  await act(() => client.ready)
  const button = container.querySelector('[data-testid="connect-button"]')
  expect(button?.getAttribute('data-state')).toBe('connected')
  expect(button?.textContent).toContain('0x7099…79C8')
})

it('without the cookie the server renders Connect, and a client that restored from localStorage still hydrates without a mismatch', async () => {
  const { html, container, client, errors } = await serverThenClient(undefined)
  expect(html).toContain('Connect Wallet')
  expect(html).toContain('Devnet<')
  expect(errors).toEqual([])
  await act(() => client.ready)
  expect(container.querySelector('[data-testid="connect-button"]')?.getAttribute('data-state')).toBe(
    'connected',
  )
})
