// @vitest-environment happy-dom

import {
  type FrameEvent,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameResponse,
  frameRequest,
} from '@portico/core/features/email'
import { IDBFactory } from 'fake-indexeddb'
import { type Address, type Hex, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createFrame } from './createFrame.js'
import { parseFrameConfig } from './frameConfig.js'
import type { GuardEnv } from './screens/visibilityGuard.js'
import { fakeEip155Node } from './testing/fakeEip155Node.js'
import { TEST_NETWORKS } from './testing/fakeRpcContext.js'
import { fakeSecureSite, memoryStorage, OTP } from './testing/fakeSecureSite.js'

const PAGE = 'http://127.0.0.1:5173'
const EMAIL = 'ada@example.com'

/** one browser (its own storage and IndexedDB) with the frame loaded in a page */
function device(site: ReturnType<typeof fakeSecureSite>, node = fakeEip155Node()) {
  const self = new EventTarget() as unknown as Window
  const posted: (FrameResponse | FrameEvent)[] = []
  const parent = { postMessage: vi.fn((m: FrameResponse | FrameEvent) => posted.push(m)) }
  const root = document.createElement('div')
  document.body.replaceChildren(root)
  const config = parseFrameConfig(
    JSON.stringify({ networks: TEST_NETWORKS, version: '1' }),
    '?chainId=31337',
  )!
  const storage = memoryStorage()
  const visible = Object.assign(new EventTarget(), {
    visibilityState: 'visible',
  }) as unknown as GuardEnv['document']
  const fetch = ((url: string, init?: RequestInit) =>
    String(url).includes('/api/v1/')
      ? site.fetch(url, init)
      : node.fetch(url, init)) as typeof globalThis.fetch
  createFrame({
    config,
    parentOrigin: PAGE,
    self,
    parent,
    root,
    fetch,
    storage: () => storage,
    indexedDB: new IDBFactory(),
    guardEnv: { document: visible },
  })
  const ask = async <T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>) => {
    const id = crypto.randomUUID()
    ;(self as unknown as EventTarget).dispatchEvent(
      new MessageEvent('message', {
        data: frameRequest(type, payload, id),
        origin: PAGE,
        source: parent as never,
      }),
    )
    await vi.waitFor(() => expect(posted.some((m) => m.kind === 'response' && m.id === id)).toBe(true), {
      timeout: 5000,
    })
    return posted.find((m) => m.kind === 'response' && m.id === id) as FrameResponse
  }
  const events = () => posted.filter((m): m is FrameEvent => m.kind === 'event').map((e) => e.type)
  const el = <T extends HTMLElement = HTMLButtonElement>(id: string) =>
    root.querySelector<T>(`[data-testid="${id}"]`)
  const shown = (id: string) => vi.waitFor(() => expect(el(id)).not.toBeNull(), { timeout: 5000 })
  return { ask, events, el, shown, storage, posted }
}

const ok = (response: FrameResponse) => {
  if (!response.ok)
    throw new Error(`${response.type} failed: ${response.error.code} ${response.error.message}`)
  return response.payload as Record<string, unknown>
}

function trustedClick(el: HTMLElement) {
  const event = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  el.dispatchEvent(event)
}

describe('the frame page (docs/embedded-wallet.md protocol)', () => {
  it('new user: email, code, recovery-save, then signs; a new device recovers with the code', async () => {
    const site = fakeSecureSite({ deviceApprovedAfter: 1 })
    const first = device(site)
    expect(first.events()).toEqual(['READY'])
    expect(ok(await first.ask('IS_CONNECTED', {}))).toEqual({ isConnected: false })
    expect(ok(await first.ask('CONNECT_EMAIL', { email: EMAIL }))).toEqual({ action: 'VERIFY_OTP' })

    const wrong = await first.ask('CONNECT_OTP', { otp: '000000' })
    expect(wrong).toMatchObject({ ok: false, error: { code: 'INVALID_OTP', attemptsLeft: 4 } })

    const connecting = first.ask('CONNECT_OTP', { otp: OTP })
    await first.shown('frame-recovery-code')
    expect(first.events()).toEqual(['READY', 'SHOW'])
    const code = first.el('frame-recovery-code')!.textContent!
    expect(code).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)
    expect(site.log).not.toContain('POST /wallet') // nothing is uploaded before the user saved the code
    first.el<HTMLInputElement>('frame-recovery-saved')!.click()
    first.el('frame-recovery-continue')!.click()
    expect(ok(await connecting)).toEqual({})
    expect(first.events()).toEqual(['READY', 'SHOW', 'HIDE'])

    const wallet = [...site.users.values()][0]!.wallet!
    expect(Object.keys(wallet).sort()).toEqual(['addresses', 'authShare', 'recoveryShare'])
    // nothing secret went to the page
    expect(JSON.stringify(first.posted)).not.toContain(wallet.authShare)
    expect(JSON.stringify(first.posted)).not.toContain(code)

    expect(ok(await first.ask('IS_CONNECTED', {}))).toEqual({ isConnected: true })
    const user = ok(await first.ask('GET_USER', { chainId: 'eip155:31337' }))
    expect(user).toMatchObject({
      email: EMAIL,
      chainId: 'eip155:31337',
      accounts: [
        { namespace: 'eip155', address: wallet.addresses.eip155, type: 'eoa' },
        { namespace: 'solana', address: wallet.addresses.solana, type: 'eoa' },
      ],
    })

    // an unsafe request: approval screen, Approve after 600 ms visible, then the signature
    const address = wallet.addresses.eip155 as Address
    const signing = first.ask('RPC_REQUEST', {
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: ['0x676d', address],
    })
    await first.shown('frame-approve')
    await new Promise((r) => setTimeout(r, 650))
    await vi.waitFor(() => expect(first.el('frame-approve')!.disabled).toBe(false))
    trustedClick(first.el('frame-approve')!)
    const { result } = ok(await signing)
    expect(await verifyMessage({ address, message: 'gm', signature: result as Hex })).toBe(true)

    // the same person on a new device: device approval, code, then the recovery code
    const second = device(site)
    expect(ok(await second.ask('CONNECT_EMAIL', { email: EMAIL }))).toEqual({ action: 'VERIFY_DEVICE' })
    expect(ok(await second.ask('CONNECT_DEVICE', {}))).toEqual({ action: 'VERIFY_OTP' })
    const recovering = second.ask('CONNECT_OTP', { otp: OTP })
    await second.shown('frame-recovery-input')
    expect(second.events()).toEqual(['READY', 'SHOW'])
    second.el<HTMLInputElement>('frame-recovery-input')!.value = 'AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA'
    second.el('frame-recovery-submit')!.click()
    await vi.waitFor(() => expect(second.el('frame-recovery-error')!.textContent).not.toBe(''))
    second.el<HTMLInputElement>('frame-recovery-input')!.value = code.toLowerCase().replace(/-/g, ' ')
    second.el('frame-recovery-submit')!.click()
    expect(ok(await recovering)).toEqual({})
    expect(ok(await second.ask('IS_CONNECTED', {}))).toEqual({ isConnected: true })
    const again = ok(await second.ask('GET_USER', { chainId: 'eip155:31337' }))
    expect(again.accounts).toEqual(user.accounts)

    // sign-out ends the session but keeps this device's share: the next login needs no code
    expect(ok(await second.ask('SIGN_OUT', {}))).toEqual({})
    expect(second.storage.getItem('portico-frame:token')).toBeNull()
    expect(ok(await second.ask('IS_CONNECTED', {}))).toEqual({ isConnected: false })
    expect(ok(await second.ask('CONNECT_EMAIL', { email: EMAIL }))).toEqual({ action: 'VERIFY_OTP' })
    expect(ok(await second.ask('CONNECT_OTP', { otp: OTP }))).toEqual({})
    expect(second.events().filter((e) => e === 'SHOW')).toHaveLength(1)
    expect(ok(await second.ask('IS_CONNECTED', {}))).toEqual({ isConnected: true })
    // a live session of this email on this device: CONNECT
    expect(ok(await second.ask('CONNECT_EMAIL', { email: EMAIL }))).toEqual({ action: 'CONNECT' })

    // email update: code to the current email, then to the new one
    const NEW = 'ada.lovelace@example.com'
    expect(ok(await second.ask('UPDATE_EMAIL', { email: NEW }))).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(ok(await second.ask('UPDATE_EMAIL_PRIMARY_OTP', { otp: OTP }))).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(ok(await second.ask('UPDATE_EMAIL_SECONDARY_OTP', { otp: OTP }))).toEqual({ email: NEW })
    expect(ok(await second.ask('GET_USER', { chainId: 'eip155:31337' }))).toMatchObject({ email: NEW })
  }, 20_000)

  it("§5 a cooldown says 'Please try again after {n} seconds'", async () => {
    const site = fakeSecureSite()
    site.setCooldown(EMAIL)
    const frame = device(site)
    expect(await frame.ask('CONNECT_EMAIL', { email: EMAIL })).toMatchObject({
      ok: false,
      error: { code: 'COOLDOWN', message: 'Please try again after 17 seconds', retryAfter: 17 },
    })
  })

  it('requests that need a session answer NOT_CONNECTED without one', async () => {
    const frame = device(fakeSecureSite())
    expect(await frame.ask('GET_USER', { chainId: 'eip155:31337' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_CONNECTED' },
    })
    expect(
      await frame.ask('RPC_REQUEST', {
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: ['0x00', '0x0'],
      }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_CONNECTED' } })
  })

  it('GET_CHAIN_ID and SWITCH_NETWORK: configured eip155 networks only', async () => {
    const frame = device(fakeSecureSite())
    expect(ok(await frame.ask('GET_CHAIN_ID', {}))).toEqual({ chainId: 'eip155:31337' })
    expect(ok(await frame.ask('SWITCH_NETWORK', { chainId: 'eip155:11155111' }))).toEqual({
      chainId: 'eip155:11155111',
    })
    expect(ok(await frame.ask('GET_CHAIN_ID', {}))).toEqual({ chainId: 'eip155:11155111' })
    expect(await frame.ask('SWITCH_NETWORK', { chainId: 'eip155:1' })).toMatchObject({
      ok: false,
      error: { code: 'RPC_ERROR', rpcCode: 4902 },
    })
  })

  it('SYNC_THEME, SYNC_DAPP_DATA and RELOAD are answered', async () => {
    const frame = device(fakeSecureSite())
    expect(ok(await frame.ask('SYNC_THEME', { themeMode: 'dark', themeVariables: {} }))).toEqual({})
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(
      ok(
        await frame.ask('SYNC_DAPP_DATA', {
          metadata: { name: 'Lab', description: '', url: PAGE, icons: [] },
          sdkVersion: '1',
          projectId: 'p',
        }),
      ),
    ).toEqual({})
  })
})
