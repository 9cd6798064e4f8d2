import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { signMessage } from '../actions/signMessage.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { CORE_FEATURES } from '../features/coreFeatures.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createFakeAdapter, evmNetwork } from '../test/createFakeAdapter.js'
import { createFakeSiwx } from '../test/createFakeSiwx.js'
import type { CoreFeature } from './CoreFeature.js'
import { createPorticoWith } from './createPorticoWith.js'

const g = globalThis as { window?: unknown }
afterEach(() => {
  delete g.window
})

/** email and a required sign-in are configured: only their registrations are left out */
function make(features: readonly CoreFeature[]) {
  g.window = {}
  const adapter = createFakeAdapter()
  adapter.next.connect = { address: '0x01', chainId: 31337, connectorId: 'lab' }
  const siwx = createFakeSiwx({ required: true })
  const portico = createPorticoWith(
    {
      projectId: 'lab',
      networks: [evmNetwork(31337), evmNetwork(31338)],
      adapters: [adapter],
      storage: createMemoryStorage(),
      secureSiteUrl: 'http://localhost:8793',
      features: { email: true },
      siwx,
    },
    features,
  )
  return { portico, adapter, siwx }
}

describe('core plug-in points (issue 29 "Core plug-in points")', () => {
  it('issue 29: without the email and sign-in registrations the dialog still connects, signs and switches', async () => {
    const { portico, adapter, siwx } = make([])
    await portico.ready
    portico.open()
    expect(portico.getState().router.view).toBe('Connect')
    await connect(portico, 'lab')
    expect(portico.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'lab' })
    // nothing asks to sign in: the dialog closed on a supported network, as with sign-in off
    expect(portico.getState().open).toBe(false)
    expect(siwx.calls).toEqual([])
    expect(await signMessage(portico, 'hello')).toBe(`0x${'ab'.repeat(65)}`)
    await switchNetwork(portico, 'eip155:31338')
    expect(adapter.calls).toContain('switch:eip155:31338')
    expect(portico.getState().activeNetworks.eip155).toBe('eip155:31338')
    portico.open()
    expect(portico.getState().router.view).toBe('Account')
    portico.close()
    expect(portico.getState().open).toBe(false)
    // the features' own parts are gone: no email connector, no `signIn` member
    expect('signIn' in portico).toBe(false)
    await expect(connect(portico, 'auth')).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' })
  })

  it('issue 29: with the registrations (createPortico) the same options add sign-in and the email connector', async () => {
    const { portico } = make(CORE_FEATURES)
    expect(CORE_FEATURES.map((f) => f.id)).toEqual(['email', 'siwx'])
    expect(typeof portico.signIn.signIn).toBe('function')
    expect(portico.signIn.getState().status).not.toBe('authenticated')
  })

  it('issue 29: a registered feature hooks into start, open and the close guard', async () => {
    const seen: string[] = []
    let keepOpen = true
    const stub: CoreFeature = {
      id: 'stub',
      start: (ctx) => {
        seen.push(`start:${ctx.portico.options.projectId}`)
        return undefined
      },
      open: (_ctx, view) => seen.push(`open:${view}`),
      closeDisabled: () => keepOpen,
    }
    const { portico } = make([stub])
    portico.open({ view: 'Networks' })
    portico.close()
    expect(portico.getState().open).toBe(true)
    keepOpen = false
    portico.close()
    expect(portico.getState().open).toBe(false)
    expect(seen).toEqual(['start:lab', 'open:Networks'])
  })
})
