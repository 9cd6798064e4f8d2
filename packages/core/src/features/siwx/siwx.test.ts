import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TrackingEvent } from '../../controllers/createEventBus.js'
import { createPortico, type Portico } from '../../createPortico.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { isPorticoError, PorticoError } from '../../errors/PorticoError.js'
import type { SIWEConfig } from '../../siwx/SIWEConfig.js'
import { createMemoryStorage } from '../../storage/createStorage.js'
import {
  createFakeAdapter,
  evmNetwork,
  type FakeAdapter,
  rejection,
  solanaNetwork,
} from '../../test/createFakeAdapter.js'
import { createFakeSiwx, type FakeSiwx, gate, storedSession } from '../../test/createFakeSiwx.js'
import { cancelSignIn } from './cancelSignIn.js'
import { selectSignInView } from './selectSignInView.js'
import { signIn } from './signIn.js'
import { signOut } from './signOut.js'

const ME = '0xAbC0000000000000000000000000000000000001'
const OTHER = '0xdEf0000000000000000000000000000000000002'
const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

// createPortico restores connections only in a browser-like global
const g = globalThis as { window?: unknown }
afterEach(() => {
  delete g.window
})

function make(
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

const view = (p: Portico) => p.getState().router.view
const status = (p: Portico) => p.signIn.getState().status
const names = (events: TrackingEvent[]) => events.map((e) => e.event)

/** connected, and the sign-in check has decided (the view shows or the account is signed in) */
async function connected(t: ReturnType<typeof make>) {
  await t.portico.connect('lab')
  await vi.waitFor(() => expect(t.siwx.calls.some((c) => c.startsWith('getSessions'))).toBe(true))
  await vi.waitFor(() =>
    expect(view(t.portico) === 'SIWXSignMessage' || status(t.portico) === 'authenticated').toBe(true),
  )
}

describe('sign in with X (SPEC §4 sign-in)', () => {
  it('§4 an address active on a supported network without a session opens SIWXSignMessage (the dialog opens)', async () => {
    const t = make()
    await connected(t)
    expect(t.siwx.calls).toEqual([`getSessions:eip155:31337:${ME}`])
    expect(t.portico.getState().open).toBe(true)
    expect(view(t.portico)).toBe('SIWXSignMessage')
    expect(t.portico.signIn.getState()).toMatchObject({
      enabled: true,
      required: false,
      caipAddress: `eip155:31337:${ME}`,
      status: 'idle',
    })
    expect(t.portico.signIn.getState().dismissed).toBeFalsy()
  })

  it('§4 signing creates the message, the wallet signs its text, the session is stored, the dialog closes', async () => {
    const t = make()
    await connected(t)
    const session = await signIn(t.portico)
    expect(t.siwx.calls[1]).toBe(`createMessage:eip155:31337:${ME}`)
    const text = `127.0.0.1 wants you to sign in with ${ME} on eip155:31337 (n1)`
    expect(t.signMessage).toHaveBeenCalledWith({ message: text, address: ME })
    expect(t.siwx.sessions).toHaveLength(1)
    expect(t.siwx.sessions[0]).toEqual(session)
    expect(session).toEqual({
      data: {
        chainId: 'eip155:31337',
        accountAddress: ME,
        nonce: 'n1',
        domain: '127.0.0.1',
        uri: 'http://127.0.0.1/',
        version: '1',
        issuedAt: '2026-01-01T00:00:00.000Z',
        statement: 'Sign in',
      },
      message: text,
      signature: `0x${'ab'.repeat(65)}`,
    })
    // the machine: idle → signing → verifying → authenticated
    expect(t.statuses).toEqual(['idle', 'signing', 'verifying', 'authenticated'])
    expect(t.portico.signIn.getState()).toMatchObject({ status: 'authenticated', session })
    expect(t.portico.getState().open).toBe(false)
    expect(names(t.events)).toContain('SIWX_AUTH_SUCCESS')
    expect(names(t.events)).not.toContain('SIWX_AUTH_ERROR')
  })

  it("§8 'Authenticating...' shows while the verifier decides; the Sign button's model is busy", async () => {
    const t = make()
    await connected(t)
    const verifying = gate()
    t.siwx.gates.addSession = verifying.promise
    const run = signIn(t.portico)
    await vi.waitFor(() => expect(status(t.portico)).toBe('verifying'))
    expect(t.portico.getState().toast).toMatchObject({ key: 'AUTHENTICATING', variant: 'loading' })
    expect(selectSignInView(t.portico, t.portico.getState())).toMatchObject({
      appName: 'Host App',
      appIcon: 'http://127.0.0.1/i.png',
      address: ME,
      networkName: 'Chain 31337',
      status: 'verifying',
      busy: true,
    })
    verifying.release()
    await run
    expect(t.portico.getState().toast).toBeNull()
  })

  it('§4 an account with a session is not asked: no view, authenticated', async () => {
    const siwx = createFakeSiwx()
    siwx.sessions.push(storedSession('eip155:31338', ME))
    const t = make({ siwx })
    await connected(t)
    expect(status(t.portico)).toBe('authenticated')
    expect(t.portico.signIn.getState().session?.data.chainId).toBe('eip155:31338')
    expect(t.portico.getState().open).toBe(false)
    expect(t.signMessage).not.toHaveBeenCalled()
  })

  it('§4 a session past its expiration time does not count: the view opens', async () => {
    const siwx = createFakeSiwx()
    siwx.sessions.push({
      ...storedSession('eip155:31337', ME),
      data: { ...storedSession('eip155:31337', ME).data, expirationTime: '2020-01-01T00:00:00.000Z' },
    })
    const t = make({ siwx })
    await connected(t)
    expect(view(t.portico)).toBe('SIWXSignMessage')
    expect(status(t.portico)).toBe('idle')
  })

  it('§4 a reload restores without prompting: sessions are asked for after the restore, before anything shows', async () => {
    g.window = {}
    const storage = createMemoryStorage()
    const siwx = createFakeSiwx({ required: true })
    const first = make({ siwx, storage })
    await connected(first)
    await signIn(first.portico)
    const adapter = createFakeAdapter()
    adapter.next.restore = { address: ME, chainId: 31338, connectorId: 'lab' }
    const opened: boolean[] = []
    const second = make({ siwx, storage, adapter })
    second.portico.subscribe((s) => opened.push(s.open))
    await second.portico.ready
    await vi.waitFor(() => expect(status(second.portico)).toBe('authenticated'))
    expect(siwx.calls.at(-1)).toBe(`getSessions:eip155:31338:${ME}`)
    expect(opened).not.toContain(true)
    expect(second.signMessage).not.toHaveBeenCalled()
  })

  it('§4 a session covers the account across its namespace: switching chain never asks again', async () => {
    const t = make()
    await connected(t)
    await signIn(t.portico)
    const asked = t.siwx.calls.length
    t.adapter.ctx?.emit({ type: 'chain', chainId: 31338 })
    await new Promise((r) => setTimeout(r, 10))
    expect(t.portico.getActiveNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(t.siwx.calls).toHaveLength(asked)
    expect(t.portico.getState().open).toBe(false)
    expect(status(t.portico)).toBe('authenticated')
  })

  it('§4 another account is asked; coming back to the signed-in one is not', async () => {
    const t = make()
    await connected(t)
    await signIn(t.portico)
    t.adapter.ctx?.emit({ type: 'account', address: OTHER, chainId: 31337, connectorId: 'lab' })
    await vi.waitFor(() => expect(view(t.portico)).toBe('SIWXSignMessage'))
    expect(t.portico.getState().open).toBe(true)
    expect(t.siwx.calls.at(-1)).toBe(`getSessions:eip155:31337:${OTHER}`)
    expect(t.portico.signIn.getState()).toMatchObject({
      status: 'idle',
      caipAddress: `eip155:31337:${OTHER}`,
    })
    t.adapter.ctx?.emit({ type: 'account', address: ME, chainId: 31337, connectorId: 'lab' })
    await vi.waitFor(() => expect(t.portico.getState().open).toBe(false))
    expect(status(t.portico)).toBe('authenticated')
  })

  it("§4 §8 the wallet declines: 'Signature declined', state rejected, the view stays; signing again works", async () => {
    const t = make()
    await connected(t)
    t.signMessage.mockRejectedValueOnce(rejection())
    expect(await signIn(t.portico)).toBeUndefined()
    expect(status(t.portico)).toBe('rejected')
    expect(t.portico.getState().toast).toMatchObject({ key: 'SIGNATURE_DECLINED', variant: 'error' })
    expect(view(t.portico)).toBe('SIWXSignMessage')
    expect(t.portico.getState().open).toBe(true)
    expect(t.siwx.calls.some((c) => c.startsWith('addSession'))).toBe(false)
    expect(t.events.find((e) => e.event === 'SIWX_AUTH_ERROR')?.properties).toMatchObject({ declined: true })
    expect(await signIn(t.portico)).toBeDefined()
    expect(status(t.portico)).toBe('authenticated')
  })

  it('§4 the verifier refuses: state error with a code, the view stays, SIWX_AUTH_ERROR', async () => {
    const t = make()
    await connected(t)
    t.siwx.next.addSession = new Error('invalid signature <b>from server</b>')
    expect(await signIn(t.portico)).toBeUndefined()
    expect(t.portico.signIn.getState()).toMatchObject({ status: 'error', error: 'SIWX_VERIFY_FAILED' })
    expect(view(t.portico)).toBe('SIWXSignMessage')
    expect(t.events.find((e) => e.event === 'SIWX_AUTH_ERROR')?.properties).toMatchObject({
      declined: false,
      code: 'SIWX_VERIFY_FAILED',
    })
    // a message that cannot be made is its own code; a wallet error keeps the catalogue's
    t.siwx.next.createMessage = new Error('nonce server down')
    await signIn(t.portico)
    expect(t.portico.signIn.getState().error).toBe('SIWX_MESSAGE_FAILED')
    t.signMessage.mockRejectedValueOnce(porticoError('METHOD_NOT_ALLOWED'))
    await signIn(t.portico)
    expect(t.portico.signIn.getState().error).toBe('METHOD_NOT_ALLOWED')
    expect(t.portico.getState().toast?.key).not.toBe('SIGNATURE_DECLINED')
  })

  it("§8 'This application might not support Smart Accounts' when the verifier refuses a smart account's signature (not an EOA's)", async () => {
    const t = make()
    await connected(t)
    t.siwx.next.addSession = new Error('invalid signature')
    await signIn(t.portico)
    // an EOA: the verifier's refusal is only the sign view's error
    expect(t.portico.getState().toast?.key).not.toBe('SMART_ACCOUNT_UNSUPPORTED')
    const { accounts } = t.portico.getState()
    t.portico.store.setState({
      accounts: {
        ...accounts,
        eip155: {
          ...accounts.eip155!,
          preferredAccountType: 'smartAccount',
          allAccounts: [
            { address: ME, type: 'eoa' },
            { address: ME, type: 'smartAccount' },
          ],
        },
      },
    })
    t.siwx.next.addSession = new Error('invalid signature')
    await signIn(t.portico)
    expect(t.portico.getState().toast).toMatchObject({ key: 'SMART_ACCOUNT_UNSUPPORTED', variant: 'error' })
  })

  it('§4 on failure the sign view reopens (the dialog was closed meanwhile)', async () => {
    const t = make()
    await connected(t)
    const signing = gate()
    t.signMessage.mockImplementationOnce(async () => {
      await signing.promise
      throw rejection()
    })
    const run = signIn(t.portico)
    t.portico.close()
    expect(t.portico.getState().open).toBe(false)
    signing.release()
    await run
    expect(t.portico.getState().open).toBe(true)
    expect(view(t.portico)).toBe('SIWXSignMessage')
  })

  it('§4 cancel (not required): CLICK_CANCEL_SIWX, the dialog closes, then Connect; not asked again until signIn()', async () => {
    const t = make()
    await connected(t)
    await cancelSignIn(t.portico)
    expect(names(t.events)).toContain('CLICK_CANCEL_SIWX')
    expect(t.portico.getState().open).toBe(false)
    expect(view(t.portico)).toBe('Connect')
    expect(t.portico.getState().accounts.eip155?.status).toBe('connected')
    expect(t.portico.signIn.getState()).toMatchObject({ status: 'idle', dismissed: true })
    // a chain switch does not ask again
    t.adapter.ctx?.emit({ type: 'chain', chainId: 31338 })
    await new Promise((r) => setTimeout(r, 10))
    expect(t.portico.getState().open).toBe(false)
    // sign in later, on demand (the host's button): the view shows while the wallet signs
    const signing = gate()
    t.signMessage.mockImplementationOnce(async () => {
      await signing.promise
      return '0xlater'
    })
    const later = t.portico.signIn.signIn()
    await vi.waitFor(() => expect(t.signMessage).toHaveBeenCalled())
    expect(t.portico.getState().open).toBe(true)
    expect(view(t.portico)).toBe('SIWXSignMessage')
    expect(status(t.portico)).toBe('signing')
    signing.release()
    expect((await later)?.signature).toBe('0xlater')
    expect(t.portico.signIn.getState().status).toBe('authenticated')
    expect(t.portico.signIn.getState().dismissed).toBeFalsy()
  })

  it('§4 §6 cancel in required mode disconnects the wallet, then Connect', async () => {
    const t = make({ required: true })
    await connected(t)
    await cancelSignIn(t.portico)
    expect(names(t.events)).toContain('CLICK_CANCEL_SIWX')
    expect(t.adapter.calls).toContain('disconnect')
    expect(t.portico.getState().accounts.eip155?.status).toBe('disconnected')
    expect(view(t.portico)).toBe('Connect')
    expect(t.portico.signIn.getState().caipAddress).toBeUndefined()
  })

  it('§2 §6 required mode without a session: the dialog cannot be closed on SIWXSignMessage; with one it can', async () => {
    const t = make({ required: true })
    await connected(t)
    expect(t.portico.router.isCloseDisabled()).toBe(true)
    t.portico.close()
    t.portico.router.goBack()
    expect(t.portico.getState().open).toBe(true)
    expect(view(t.portico)).toBe('SIWXSignMessage')
    // not required: the same view closes
    const free = make()
    await connected(free)
    expect(free.portico.router.isCloseDisabled()).toBe(false)
    // after signing in (the dialog closes itself), reopening it on the view can be closed
    await signIn(t.portico)
    t.portico.open({ view: 'SIWXSignMessage' })
    expect(t.portico.router.isCloseDisabled()).toBe(false)
  })

  it('§4 a stale answer is dropped: sessions of an account that is no longer active', async () => {
    const t = make()
    const slow = gate()
    t.siwx.gates.getSessions = slow.promise
    await t.portico.connect('lab')
    await vi.waitFor(() => expect(t.siwx.calls).toHaveLength(1))
    t.siwx.gates.getSessions = undefined
    t.siwx.sessions.push(storedSession('eip155:31337', OTHER))
    t.adapter.ctx?.emit({ type: 'account', address: OTHER, chainId: 31337, connectorId: 'lab' })
    await vi.waitFor(() => expect(status(t.portico)).toBe('authenticated'))
    // the first account's "no session" arrives late: it must not open the view for OTHER
    slow.release()
    await new Promise((r) => setTimeout(r, 10))
    expect(t.portico.getState().open).toBe(false)
    expect(t.portico.signIn.getState()).toMatchObject({
      status: 'authenticated',
      caipAddress: `eip155:31337:${OTHER}`,
    })
  })

  it('§4 a stale answer is dropped: a signature for an account that is no longer active is not verified', async () => {
    const t = make()
    await connected(t)
    const signing = gate()
    t.signMessage.mockImplementationOnce(async () => {
      await signing.promise
      return '0xold'
    })
    const run = signIn(t.portico)
    await vi.waitFor(() => expect(t.signMessage).toHaveBeenCalled())
    t.adapter.ctx?.emit({ type: 'account', address: OTHER, chainId: 31337, connectorId: 'lab' })
    signing.release()
    expect(await run).toBeUndefined()
    expect(t.siwx.calls.some((c) => c.startsWith('addSession'))).toBe(false)
    expect(names(t.events)).not.toContain('SIWX_AUTH_SUCCESS')
    await vi.waitFor(() => expect(t.siwx.calls.at(-1)).toBe(`getSessions:eip155:31337:${OTHER}`))
    expect(t.portico.signIn.getState()).toMatchObject({
      status: 'idle',
      caipAddress: `eip155:31337:${OTHER}`,
    })
  })

  it("§8 sessions that cannot be read: 'A problem occurred while trying initialize authentication', disconnected, Connect", async () => {
    const t = make()
    t.siwx.next.getSessions = new Error('server down')
    await t.portico.connect('lab')
    await vi.waitFor(() => expect(t.portico.getState().accounts.eip155?.status).toBe('disconnected'))
    expect(t.portico.getState().toast).toMatchObject({ key: 'AUTH_INIT_FAILED', variant: 'error' })
    expect(view(t.portico)).toBe('Connect')
    expect(t.events.find((e) => e.event === 'SIWX_AUTH_ERROR')?.properties).toMatchObject({
      reason: 'getSessions',
    })
  })

  it('§3 a wallet with its own sign-in call (solana:signIn) signs in one approval; a wallet text naming other fields is refused', async () => {
    const t = make()
    const own = vi.fn(async ({ text }: { text: string }) => ({ message: text, signature: 'own-signature' }))
    Object.assign(t.adapter, { signInWithWallet: own })
    await connected(t)
    const session = await signIn(t.portico)
    expect(own).toHaveBeenCalledWith(
      expect.objectContaining({ address: ME, data: expect.objectContaining({ nonce: 'n1' }) }),
    )
    expect(t.signMessage).not.toHaveBeenCalled()
    expect(session).toMatchObject({ signature: 'own-signature', data: { nonce: 'n1' } })
    expect(status(t.portico)).toBe('authenticated')

    // another account: the wallet answers with a text of its own that is not ours
    own.mockImplementationOnce(async () => ({ message: 'something else entirely', signature: 'x' }))
    t.adapter.ctx?.emit({ type: 'account', address: OTHER, chainId: 31337, connectorId: 'lab' })
    await vi.waitFor(() => expect(view(t.portico)).toBe('SIWXSignMessage'))
    expect(await signIn(t.portico)).toBeUndefined()
    expect(t.portico.signIn.getState()).toMatchObject({ status: 'error', error: 'WALLET_RESPONSE_INVALID' })
    expect(t.siwx.sessions).toHaveLength(1)

    // a wallet without the feature (undefined): the text is signed with signMessage
    own.mockImplementationOnce(async () => undefined as never)
    await signIn(t.portico)
    expect(t.signMessage).toHaveBeenCalledTimes(1)
    expect(status(t.portico)).toBe('authenticated')
  })

  it("§8 a token the server says is not valid yet: the 'Session Expired' alert (debug), the account stays connected and is asked to sign in", async () => {
    const t = make({ debug: true })
    t.siwx.next.getSessions = new PorticoError('HTTP_STATUS', 'HTTP status code: 401', {
      details: { status: 401, reasons: ['JWT validation error: JWT Token is not yet valid'] },
    })
    await t.portico.connect('lab')
    await vi.waitFor(() => expect(view(t.portico)).toBe('SIWXSignMessage'))
    expect(t.portico.getState().alert).toEqual({ key: 'JWT_TOKEN_NOT_VALID' })
    expect(t.portico.getState().accounts.eip155?.status).toBe('connected')
    expect(status(t.portico)).toBe('idle')
  })

  it('§4 an unsupported network is not asked; switching to a supported one is', async () => {
    const t = make()
    t.adapter.next.connect = { address: ME, chainId: 999, connectorId: 'lab' }
    await t.portico.connect('lab')
    await new Promise((r) => setTimeout(r, 10))
    expect(t.siwx.calls).toEqual([])
    expect(view(t.portico)).toBe('UnsupportedChain')
    t.adapter.ctx?.emit({ type: 'chain', chainId: 31337 })
    await vi.waitFor(() => expect(view(t.portico)).toBe('SIWXSignMessage'))
  })

  it('§4 an adapter without the signIn capability is not asked; without siwx nothing is asked or loaded', async () => {
    const noCap = make({ capabilities: ['balance'] })
    await noCap.portico.connect('lab')
    await new Promise((r) => setTimeout(r, 10))
    expect(noCap.siwx.calls).toEqual([])
    expect(noCap.portico.getState().features.siwx).toBeUndefined()
    const off = make({ siwx: false })
    await off.portico.connect('lab')
    await new Promise((r) => setTimeout(r, 10))
    expect(off.portico.signIn.getState()).toMatchObject({ enabled: false, status: 'idle' })
    expect(off.portico.getState().features.siwx).toBeUndefined()
    expect(off.portico.getState().open).toBe(false)
  })

  it('§4 a disconnected account is forgotten: connecting it again asks for its sessions again', async () => {
    const t = make()
    await connected(t)
    await signIn(t.portico)
    await t.portico.disconnect()
    t.siwx.sessions = []
    await t.portico.connect('lab')
    await vi.waitFor(() => expect(view(t.portico)).toBe('SIWXSignMessage'))
    expect(t.siwx.calls.filter((c) => c.startsWith('getSessions'))).toHaveLength(2)
  })

  it('signOut revokes the session (not asked again by itself); in required mode the wallet disconnects', async () => {
    const t = make()
    await connected(t)
    await signIn(t.portico)
    await t.portico.signIn.signOut()
    expect(t.siwx.calls.at(-1)).toBe(`revokeSession:eip155:31337:${ME}`)
    expect(t.siwx.sessions).toEqual([])
    expect(t.portico.signIn.getState()).toMatchObject({ status: 'idle', dismissed: true })
    expect(t.portico.getState().open).toBe(false)
    const r = make({ required: true })
    await connected(r)
    await signIn(r.portico)
    await signOut(r.portico)
    expect(r.portico.getState().accounts.eip155?.status).toBe('disconnected')
  })
})

describe('sign in with X: SPEC §5 errors', () => {
  const expectError = async (run: Promise<unknown>, code: string, message: string) => {
    const err = await run.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(isPorticoError(err), message).toBe(true)
    expect((err as { code: string }).code).toBe(code)
    expect((err as Error).message).toBe(message)
  }

  it("§5 'SIWX is not enabled'", async () => {
    const t = make({ siwx: false })
    await t.portico.connect('lab')
    await expectError(t.portico.signIn.signIn(), 'SIWX_NOT_ENABLED', 'SIWX is not enabled')
    await expectError(t.portico.signIn.signOut(), 'SIWX_NOT_ENABLED', 'SIWX is not enabled')
  })

  it("§5 'No ActiveCaipAddress found'", async () => {
    const t = make()
    await expectError(t.portico.signIn.signIn(), 'NOT_CONNECTED', 'No ActiveCaipAddress found')
  })

  it("§5 'No ActiveCaipNetwork or client found' (an unsupported network)", async () => {
    const t = make()
    t.adapter.next.connect = { address: ME, chainId: 999, connectorId: 'lab' }
    await t.portico.connect('lab')
    await expectError(t.portico.signIn.signIn(), 'NO_ACTIVE_NETWORK', 'No ActiveCaipNetwork or client found')
  })

  it("§5 'No ConnectionController client found' (the namespace's adapter cannot sign in)", async () => {
    const t = make({ capabilities: ['balance'] })
    await t.portico.connect('lab')
    await expectError(
      t.portico.signIn.signIn(),
      'NO_CONNECTION_CLIENT',
      'No ConnectionController client found',
    )
  })
})

describe('siweConfig, the older EVM-only form (SPEC §3 Options)', () => {
  function fakeSiwe(session: { address: string; chainId: number } | null = null) {
    const calls: string[] = []
    const siwe: SIWEConfig & { calls: string[]; ok: boolean } = {
      calls,
      ok: true,
      getNonce: async (address) => {
        calls.push(`getNonce:${address}`)
        return 'nonce1'
      },
      getMessageParams: async () => ({ domain: '127.0.0.1', uri: 'http://127.0.0.1/', statement: 'Hi' }),
      createMessage: (args) => {
        calls.push(`createMessage:${JSON.stringify(args)}`)
        return `siwe ${args.address} ${args.chainId} ${args.nonce}`
      },
      verifyMessage: async ({ message, signature }) => {
        calls.push(`verifyMessage:${message}:${signature}`)
        if (siwe.ok) session = { address: ME, chainId: 31337 }
        return siwe.ok
      },
      getSession: async () => {
        calls.push('getSession')
        return session
      },
      signOut: async () => {
        calls.push('signOut')
        session = null
        return true
      },
    }
    return siwe
  }

  it('is adapted to SIWXConfig: nonce, EIP-4361 text from the host, verified, then a session for the account', async () => {
    const siweConfig = fakeSiwe()
    const t = make({ siweConfig })
    await t.portico.connect('lab')
    await vi.waitFor(() => expect(view(t.portico)).toBe('SIWXSignMessage'))
    await signIn(t.portico)
    expect(siweConfig.calls[1]).toBe(`getNonce:${ME}`)
    const args = JSON.parse(siweConfig.calls[2]!.slice('createMessage:'.length))
    expect(args).toMatchObject({
      chainId: 31337,
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1/',
      address: ME,
      nonce: 'nonce1',
      version: '1',
      statement: 'Hi',
    })
    expect(t.signMessage).toHaveBeenCalledWith({ message: `siwe ${ME} 31337 nonce1`, address: ME })
    expect(siweConfig.calls[3]).toBe(`verifyMessage:siwe ${ME} 31337 nonce1:0x${'ab'.repeat(65)}`)
    expect(status(t.portico)).toBe('authenticated')
  })

  it('a refused verification is SIWX_VERIFY_FAILED; a session of this account (any EVM chain) is not asked again', async () => {
    const refused = fakeSiwe()
    refused.ok = false
    const t = make({ siweConfig: refused })
    await t.portico.connect('lab')
    await vi.waitFor(() => expect(view(t.portico)).toBe('SIWXSignMessage'))
    await signIn(t.portico)
    expect(t.portico.signIn.getState().error).toBe('SIWX_VERIFY_FAILED')
    const signedIn = make({ siweConfig: fakeSiwe({ address: ME.toLowerCase(), chainId: 1 }) })
    await signedIn.portico.connect('lab')
    await vi.waitFor(() => expect(status(signedIn.portico)).toBe('authenticated'))
    expect(signedIn.portico.getState().open).toBe(false)
  })

  it('required comes from siweConfig.required; it signs in on eip155 only', async () => {
    const siweConfig = { ...fakeSiwe(), required: true }
    const evm = make({ siweConfig })
    expect(evm.portico.signIn.getState().required).toBe(true)
    const sol = createFakeAdapter('solana')
    Object.assign(sol, { capabilities: ['signIn'] })
    sol.next.connect = { address: SOL, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'lab' }
    const portico = createPortico({ networks: [solanaNetwork()], adapters: [sol], siweConfig: fakeSiwe() })
    await portico.connect('lab')
    await new Promise((r) => setTimeout(r, 10))
    expect(portico.getState().open).toBe(false)
    await expect(portico.signIn.signIn()).rejects.toThrow('No ConnectionController client found')
  })
})

describe('sign in with X on solana (SPEC §4: every namespace with the signIn capability)', () => {
  it('§4 the solana account signs the same way; its session is keyed by the base58 address as is', async () => {
    const sol = createFakeAdapter('solana')
    Object.assign(sol, { capabilities: ['signIn'] })
    sol.next.connect = { address: SOL, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'lab' }
    const siwx = createFakeSiwx()
    const portico = createPortico({ networks: [solanaNetwork()], adapters: [sol], siwx })
    await portico.connect('lab')
    await vi.waitFor(() => expect(portico.getState().router.view).toBe('SIWXSignMessage'))
    await signIn(portico)
    expect(siwx.sessions[0]?.data).toMatchObject({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: SOL,
    })
    expect(portico.getState().features.siwx?.accounts[`solana:${SOL}`]?.status).toBe('authenticated')
  })
})
