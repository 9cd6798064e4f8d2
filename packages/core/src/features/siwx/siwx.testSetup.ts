/**
 * What the sign in with X tests share (`siwx*.test.ts`): a Portico with a fake adapter that can
 * sign in and a fake SIWXConfig (test/createFakeSiwx.ts), its events and sign-in statuses, and a
 * connected account whose sign-in check has decided.
 */
import { afterEach, expect, vi } from 'vitest'
import type { TrackingEvent } from '../../controllers/createEventBus.js'
import { createPortico, type Portico } from '../../createPortico.js'
import type { SIWEConfig } from '../../siwx/SIWEConfig.js'
import { createMemoryStorage } from '../../storage/createStorage.js'
import { createFakeAdapter, evmNetwork, type FakeAdapter } from '../../test/createFakeAdapter.js'
import { createFakeSiwx, type FakeSiwx } from '../../test/createFakeSiwx.js'

export const ME = '0xAbC0000000000000000000000000000000000001'
export const OTHER = '0xdEf0000000000000000000000000000000000002'
export const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

// createPortico restores connections only in a browser-like global
export const g = globalThis as { window?: unknown }
/** no `window` left after each test of the calling file */
export function useNoWindowAfterEach() {
  afterEach(() => {
    delete g.window
  })
}

export function make(
  opts: {
    siwx?: FakeSiwx | false
    siweConfig?: SIWEConfig
    required?: boolean
    adapter?: FakeAdapter
    storage?: ReturnType<typeof createMemoryStorage>
    capabilities?: string[]
    debug?: boolean
  } = {},
) {
  const adapter = opts.adapter ?? createFakeAdapter()
  Object.assign(adapter, { capabilities: opts.capabilities ?? [...adapter.capabilities, 'signIn'] })
  adapter.next.connect ??= { address: ME, chainId: 31337, connectorId: 'lab' }
  const siwx = opts.siwx === false || opts.siweConfig ? undefined : (opts.siwx ?? createFakeSiwx())
  if (siwx && opts.required) siwx.required = true
  const portico = createPortico({
    networks: [evmNetwork(31337), evmNetwork(31338)],
    adapters: [adapter],
    metadata: {
      name: 'Host App',
      description: 'a host',
      url: 'http://127.0.0.1',
      icons: ['http://127.0.0.1/i.png'],
    },
    storage: opts.storage ?? createMemoryStorage(),
    ...(siwx ? { siwx } : {}),
    ...(opts.siweConfig ? { siweConfig: opts.siweConfig } : {}),
    ...(opts.debug ? { debug: true, projectId: 'lab' } : {}),
  })
  const events: TrackingEvent[] = []
  portico.onEvent((e) => events.push(e))
  const statuses: string[] = []
  // the machine's transitions (a snapshot also changes with the account or the network)
  portico.signIn.subscribe((s) => statuses.at(-1) !== s.status && statuses.push(s.status))
  const signMessage = vi.spyOn(adapter, 'signMessage')
  return { portico, adapter, siwx: siwx as FakeSiwx, events, statuses, signMessage }
}

export const view = (p: Portico) => p.getState().router.view
export const status = (p: Portico) => p.signIn.getState().status
export const names = (events: TrackingEvent[]) => events.map((e) => e.event)

/** connected, and the sign-in check has decided (the view shows or the account is signed in) */
export async function connected(t: ReturnType<typeof make>) {
  await t.portico.connect('lab')
  await vi.waitFor(() => expect(t.siwx.calls.some((c) => c.startsWith('getSessions'))).toBe(true))
  await vi.waitFor(() =>
    expect(view(t.portico) === 'SIWXSignMessage' || status(t.portico) === 'authenticated').toBe(true),
  )
}
