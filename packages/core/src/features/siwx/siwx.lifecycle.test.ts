/** Sign in with X (SPEC §4, §6, §8): cancel, required mode, stale answers, unreadable sessions, wallets with their own sign-in, who is asked, sign out. Setup: siwx.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { PorticoError } from '../../errors/PorticoError.js'
import { gate, storedSession } from '../../test/createFakeSiwx.js'
import { cancelSignIn } from './cancelSignIn.js'
import { signIn } from './signIn.js'
import { signOut } from './signOut.js'
import { connected, ME, make, names, OTHER, status, useNoWindowAfterEach, view } from './siwx.testSetup.js'

useNoWindowAfterEach()

describe('sign in with X (SPEC §4 sign-in)', () => {
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
