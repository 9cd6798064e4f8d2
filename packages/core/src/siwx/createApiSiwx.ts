/**
 * The ready `siwx` option: sign-in verified by apps/api's `/auth/v1/*`, so a host
 * turns sign-in on with one option, `siwx: createApiSiwx({ apiUrl })`. The server decides who is
 * signed in; this keeps what it answered:
 * - createMessage asks `POST /auth/v1/nonce` for the page's domain (and the chain), then builds the
 *   SPEC §3 message with the page's `location.host` and `location.href` and the server's issuedAt
 *   (a wrong device clock does not make the server refuse the message);
 * - addSession posts the signed message to `POST /auth/v1/verify` and keeps `{ session, token }`
 *   in this instance's storage (`portico:siwx:<apiUrl>`, localStorage unless `storage` is given);
 * - getSessions returns the stored sessions of the account in the chain's namespace that have not
 *   expired, after asking `GET /auth/v1/me` once per token per page load (a signout elsewhere, or a
 *   session the server no longer has, drops it; a server that cannot be reached keeps it; a token
 *   the server says is not valid yet is kept, and when no other holds, its refusal is thrown:
 *   SPEC §8 'Session Expired');
 * - revokeSession forgets the account's sessions and signs them out on the server;
 * - setSessions replaces the stored list: sessions left out are signed out, new ones are verified.
 */
import type { FetchFn } from '../api/apiFetch.js'
import { PorticoError } from '../errors/PorticoError.js'
import { createStorage, type KeyValueStorage } from '../storage/createStorage.js'
import type { CaipNetworkId } from '../types/chain.js'
import {
  authMeResponseSchema,
  authNonceResponseSchema,
  authVerifyResponseSchema,
  type StoredSignIn,
  storedSignInsSchema,
} from './apiSiwxSchemas.js'
import { authFetch, authRefusal } from './authFetch.js'
import { createSignInMessage } from './createSignInMessage.js'
import type { SIWXConfig, SIWXMessageData, SIWXSession } from './SIWXConfig.js'
import { signInNamespace } from './signInMessageDataSchema.js'

/** SPEC §8: a token the server says is not valid yet (a clock problem, not a signout) */
export const TOKEN_NOT_YET_VALID = 'JWT validation error: JWT Token is not yet valid'

export interface ApiSiwxOptions {
  /** the apps/api base URL, e.g. https://api.example.com */
  apiUrl: string
  /** where sessions are kept (localStorage by default, memory when there is none) */
  storage?: KeyValueStorage
  fetch?: FetchFn
  /** the page the message names; `location.host` and `location.href` by default */
  getDomain?: () => { domain: string; uri: string }
  /** the message's statement, e.g. "Sign in to Example" */
  statement?: string
  /** the message's expirationTime, seconds after issuedAt (the server's session length otherwise) */
  expiresInSec?: number
  /** SPEC §6 required mode */
  required?: boolean
  /** WalletConnect one-click sign-in (SIWXConfig.oneClickAuth) */
  oneClickAuth?: boolean
  /** ms since the epoch (tests); Date.now by default */
  now?: () => number
}

function pageDomain(): { domain: string; uri: string } {
  const loc = (globalThis as { location?: { host?: string; href?: string } }).location
  if (!loc?.host || !loc.href)
    throw new PorticoError('INVALID_OPTIONS', 'Invalid options: siwx needs a page location, or getDomain')
  return { domain: loc.host, uri: loc.href }
}

const sameAddress = (namespace: string, a: string, b: string) =>
  namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b

export function createApiSiwx(options: ApiSiwxOptions): SIWXConfig {
  const apiUrl = options.apiUrl.replace(/\/+$/, '')
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = options.now ?? Date.now
  const storage = createStorage(options.storage)
  const key = `siwx:${apiUrl}`
  /** tokens `/me` confirmed during this page load */
  const confirmed = new Set<string>()

  const read = (): StoredSignIn[] => storage.get(key, storedSignInsSchema) ?? []
  const write = (list: StoredSignIn[]) => (list.length ? storage.set(key, list) : storage.remove(key))
  const matches = (e: StoredSignIn, chainId: CaipNetworkId, accountAddress: string) => {
    const ns = signInNamespace(chainId)
    return e.server.namespace === ns && sameAddress(ns, e.server.accountAddress, accountAddress)
  }
  const signOut = async (entries: StoredSignIn[]) => {
    const results = await Promise.allSettled(
      entries.map((e) =>
        authFetch(fetchFn, apiUrl, '/auth/v1/signout', undefined, { method: 'POST', token: e.token }),
      ),
    )
    // a session the server no longer has is signed out already
    const failed = results.find(
      (r): r is PromiseRejectedResult => r.status === 'rejected' && authRefusal(r.reason)?.status !== 401,
    )
    if (failed) throw failed.reason
  }
  const verify = async (session: SIWXSession): Promise<StoredSignIn> => {
    const res = await authFetch(fetchFn, apiUrl, '/auth/v1/verify', authVerifyResponseSchema, {
      method: 'POST',
      body: {
        message: session.message,
        signature: session.signature,
        ...(session.cacao !== undefined ? { cacao: session.cacao } : {}),
      },
    })
    confirmed.add(res.token)
    return {
      token: res.token,
      server: res.session,
      session: { ...session } as unknown as StoredSignIn['session'],
    }
  }
  /**
   * 'held' when the server confirms the session (or cannot be asked), 'gone' when it says the
   * session is over, or the server's refusal when its token is not valid yet (kept for later)
   */
  const stillHeld = async (e: StoredSignIn): Promise<'held' | 'gone' | PorticoError> => {
    if (confirmed.has(e.token)) return 'held'
    try {
      await authFetch(fetchFn, apiUrl, '/auth/v1/me', authMeResponseSchema, { method: 'GET', token: e.token })
      confirmed.add(e.token)
      return 'held'
    } catch (err) {
      const refusal = authRefusal(err)
      if (refusal?.status !== 401) return 'held'
      return refusal.error === TOKEN_NOT_YET_VALID ? (err as PorticoError) : 'gone'
    }
  }

  return {
    async createMessage({ chainId, accountAddress }) {
      const { domain, uri } = (options.getDomain ?? pageDomain)()
      const n = await authFetch(fetchFn, apiUrl, '/auth/v1/nonce', authNonceResponseSchema, {
        method: 'POST',
        body: { domain, chainId },
      })
      const issuedAt = new Date(Date.parse(n.issuedAt)).toISOString()
      const data: SIWXMessageData = {
        chainId,
        accountAddress,
        nonce: n.nonce,
        domain,
        uri,
        version: '1',
        issuedAt,
        ...(options.expiresInSec
          ? { expirationTime: new Date(Date.parse(issuedAt) + options.expiresInSec * 1000).toISOString() }
          : {}),
        ...(options.statement ? { statement: options.statement } : {}),
      }
      return createSignInMessage(data)
    },

    async addSession(session) {
      const entry = await verify(session)
      const list = read().filter(
        (e) => !matches(e, entry.server.chainId as CaipNetworkId, entry.server.accountAddress),
      )
      write([...list, entry])
    },

    async getSessions(chainId, accountAddress) {
      const list = read()
      const live = list.filter((e) => Date.parse(e.server.expiresAt) > now())
      const mine = live.filter((e) => matches(e, chainId, accountAddress))
      const held = await Promise.all(mine.map(stillHeld))
      const gone = new Set(mine.filter((_, i) => held[i] === 'gone'))
      if (gone.size || live.length !== list.length) write(live.filter((e) => !gone.has(e)))
      const holding = mine.filter((_, i) => held[i] === 'held')
      // SPEC §8 'Session Expired': only tokens the server does not accept yet (a clock problem)
      const notYet = held.find((h): h is PorticoError => h instanceof PorticoError)
      if (!holding.length && notYet) throw notYet
      return holding.map((e) => e.session as unknown as SIWXSession)
    },

    async revokeSession(chainId, accountAddress) {
      const list = read()
      const mine = list.filter((e) => matches(e, chainId, accountAddress))
      write(list.filter((e) => !mine.includes(e)))
      for (const e of mine) confirmed.delete(e.token)
      await signOut(mine)
    },

    async setSessions(sessions) {
      const list = read()
      const same = (e: StoredSignIn, s: SIWXSession) =>
        e.session.message === s.message && e.session.signature === s.signature
      const kept = list.filter((e) => sessions.some((s) => same(e, s)))
      const dropped = list.filter((e) => !kept.includes(e))
      const added: StoredSignIn[] = []
      for (const s of sessions) if (!kept.some((e) => same(e, s))) added.push(await verify(s))
      write([...kept, ...added])
      for (const e of dropped) confirmed.delete(e.token)
      await signOut(dropped)
    },

    getRequired: () => options.required === true,
    ...(options.oneClickAuth ? { oneClickAuth: true } : {}),
  }
}

/** re-exported so a host can tell the 'Session Expired' case (SPEC §8) from a refusal */
export function isTokenNotYetValid(e: unknown): boolean {
  return authRefusal(e)?.error === TOKEN_NOT_YET_VALID
}
