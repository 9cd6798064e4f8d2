import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FRAME_PROTOCOL,
  FRAME_REQUEST_TYPES,
  frameEvent,
  frameFailure,
  frameRequest,
  frameSuccess,
  parseFrameMessage,
  parseFrameRequest,
} from './frameProtocol.js'

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'

/** one valid payload per request type: every type is covered */
const VALID_REQUESTS: { [K in (typeof FRAME_REQUEST_TYPES)[number]]: unknown } = {
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: {},
  CONNECT_OTP: { otp: '123456' },
  GET_USER: { chainId: 'eip155:31337' },
  IS_CONNECTED: {},
  GET_CHAIN_ID: {},
  SWITCH_NETWORK: { chainId: 'eip155:1' },
  RPC_REQUEST: { chainId: 'eip155:1', method: 'eth_getBalance', params: ['0x0', 'latest'] },
  REJECT_PENDING: {},
  SIGN_OUT: {},
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '000000' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '999999' },
  SYNC_THEME: { themeMode: 'dark', themeVariables: { '--portico-accent': '#3366ff', radius: 8 } },
  SYNC_DAPP_DATA: {
    metadata: { name: 'Lab', description: 'd', url: 'http://127.0.0.1', icons: [] },
    sdkVersion: 'portico-0.1.0',
    projectId: 'p',
  },
  RELOAD: {},
  GET_SMART_ACCOUNT_NETWORKS: {},
  INIT_SMART_ACCOUNT: { chainId: 'eip155:31337' },
  SET_PREFERRED_ACCOUNT: { type: 'eoa', chainId: 'eip155:31337' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'github', mode: 'popup' },
  CONNECT_SOCIAL: { state: 'a'.repeat(43) },
  CANCEL_SOCIAL: { state: 'b'.repeat(43) },
  GET_FARCASTER_URI: {},
  CONNECT_FARCASTER: {},
}

describe('§5 messages to and from the embedded frame are validated against schemas', () => {
  it.each(FRAME_REQUEST_TYPES)('§7 %s: a valid request parses, with its id and type', (type) => {
    const msg = frameRequest(type, VALID_REQUESTS[type] as never, ID)
    expect(parseFrameRequest(JSON.parse(JSON.stringify(msg)))).toEqual(msg)
  })

  it('§7 a request needs a random UUID id and the protocol version', () => {
    const ok = frameRequest('IS_CONNECTED', {}, ID)
    expect(parseFrameRequest({ ...ok, id: '1' })).toBeNull()
    expect(parseFrameRequest({ ...ok, id: undefined })).toBeNull()
    expect(parseFrameRequest({ ...ok, portico: 'frame/0' })).toBeNull()
    expect(parseFrameRequest({ ...ok, type: 'EXPORT_KEY' })).toBeNull()
  })

  it('§5 social provider must be one of google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(
        parseFrameRequest(frameRequest('GET_SOCIAL_REDIRECT_URI', { provider, mode: 'popup' } as never, ID)),
      ).not.toBeNull()
    for (const provider of ['myspace', 'farcaster', 'Google', ''])
      expect(
        parseFrameRequest(frameRequest('GET_SOCIAL_REDIRECT_URI', { provider, mode: 'popup' } as never, ID)),
      ).toBeNull()
    expect(parseFrameRequest(frameRequest('CONNECT_SOCIAL', { state: 'short' }, ID))).toBeNull()
  })

  it('§5 email must be valid and the code 6 digits', () => {
    expect(parseFrameRequest(frameRequest('CONNECT_EMAIL', { email: 'not an email' }, ID))).toBeNull()
    expect(
      parseFrameRequest(frameRequest('CONNECT_EMAIL', { email: `${'a'.repeat(250)}@x.io` }, ID)),
    ).toBeNull()
    expect(parseFrameRequest(frameRequest('CONNECT_OTP', { otp: '12345' }, ID))).toBeNull()
    expect(parseFrameRequest(frameRequest('CONNECT_OTP', { otp: '12345a' }, ID))).toBeNull()
  })

  it('§5 unknown keys a sender adds never pass through', () => {
    const msg = { ...frameRequest('CONNECT_EMAIL', { email: 'ada@example.com' }, ID), secret: 'x' }
    ;(msg.payload as Record<string, unknown>).extra = '<script>'
    const parsed = parseFrameRequest(msg)
    expect(parsed).not.toHaveProperty('secret')
    expect(parsed?.payload).toEqual({ email: 'ada@example.com' })
  })

  it('§7 a success answer is checked against the payload of its request type', () => {
    expect(parseFrameMessage(frameSuccess('CONNECT_EMAIL', ID, { action: 'VERIFY_OTP' }))).not.toBeNull()
    expect(
      parseFrameMessage({
        ...frameSuccess('CONNECT_EMAIL', ID, { action: 'VERIFY_OTP' }),
        payload: { action: 'DROP' },
      }),
    ).toBeNull()
    const user = {
      email: 'ada@example.com',
      userId: 'u1',
      accounts: [{ namespace: 'eip155', address: '0xabc', type: 'eoa' }],
      chainId: 'eip155:1',
    }
    expect(parseFrameMessage(frameSuccess('GET_USER', ID, user as never))).not.toBeNull()
    expect(
      parseFrameMessage(
        frameSuccess('GET_USER', ID, {
          ...user,
          accounts: [{ ...user.accounts[0], address: '<img>' }],
        } as never),
      ),
    ).toBeNull()
  })

  it('§7 an error answer carries a known code; the events are checked too', () => {
    expect(
      parseFrameMessage(
        frameFailure('RPC_REQUEST', ID, {
          code: 'METHOD_NOT_ALLOWED',
          message: 'method not allowed',
          rpcCode: 4200,
        }),
      ),
    ).toMatchObject({ ok: false, error: { code: 'METHOD_NOT_ALLOWED' } })
    expect(
      parseFrameMessage(frameFailure('RPC_REQUEST', ID, { code: 'NOPE' as never, message: '' })),
    ).toBeNull()
    expect(parseFrameMessage(frameEvent('READY', { version: '1' }))).toMatchObject({
      kind: 'event',
      type: 'READY',
    })
    expect(parseFrameMessage(frameEvent('SHOW', { reason: 'approve' }))).not.toBeNull()
    expect(
      parseFrameMessage({
        portico: FRAME_PROTOCOL,
        kind: 'event',
        type: 'SHOW',
        payload: { reason: 'export-key' },
      }),
    ).toBeNull()
  })

  it('§5 fuzzed garbage: nothing crashes, nothing passes', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        expect(parseFrameRequest(value)).toBeNull()
        expect(parseFrameMessage(value)).toBeNull()
      }),
      { numRuns: 500 },
    )
  })

  it('§5 fuzzed envelopes with random payloads: only schema-valid payloads pass', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_REQUEST_TYPES), fc.object(), (type, payload) => {
        const parsed = parseFrameRequest({ portico: FRAME_PROTOCOL, kind: 'request', id: ID, type, payload })
        // a random object is valid only for the payloads without required fields
        if (parsed) expect(Object.keys(parsed.payload as object).length).toBeLessThanOrEqual(3)
      }),
      { numRuns: 300 },
    )
  })
})
