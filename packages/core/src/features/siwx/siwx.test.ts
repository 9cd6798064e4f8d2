/** Sign in with X (SPEC §4): asked, signed, sessions kept and restored, refusals; solana too. Setup: siwx.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { createPortico } from '../../createPortico.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { createMemoryStorage } from '../../storage/createStorage.js'
import { createFakeAdapter, rejection, solanaNetwork } from '../../test/createFakeAdapter.js'
import { createFakeSiwx, gate, storedSession } from '../../test/createFakeSiwx.js'
import { selectSignInView } from './selectSignInView.js'
import { signIn } from './signIn.js'
import {
  connected,
  g,
  ME,
  make,
  names,
  OTHER,
  SOL,
  status,
  useNoWindowAfterEach,
  view,
} from './siwx.testSetup.js'

useNoWindowAfterEach()

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
