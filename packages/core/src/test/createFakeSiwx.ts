/**
 * An in-memory SIWXConfig for core unit tests: messages with a counter nonce, sessions per
 * namespace and address (as a server keeps them), each call recorded. A gate holds a call until
 * the test releases it (a slow server); `next` makes the next call of a method fail.
 */
import type { SIWXConfig, SIWXMessage, SIWXSession } from '../siwx/SIWXConfig.js'
import type { CaipNetworkId } from '../types/chain.js'

type Method = 'createMessage' | 'addSession' | 'getSessions' | 'revokeSession' | 'setSessions'

export interface FakeSiwx extends SIWXConfig {
  required: boolean
  calls: string[]
  sessions: SIWXSession[]
  next: Partial<Record<Method, Error>>
  gates: Partial<Record<Method, Promise<unknown>>>
}

const namespaceOf = (chainId: string) => chainId.split(':')[0]
const same = (s: SIWXSession, chainId: string, address: string) =>
  namespaceOf(s.data.chainId) === namespaceOf(chainId) &&
  s.data.accountAddress.toLowerCase() === address.toLowerCase()

export function createFakeSiwx(opts: { required?: boolean } = {}): FakeSiwx {
  let nonce = 0
  const f: FakeSiwx = {
    required: opts.required ?? false,
    calls: [],
    sessions: [],
    next: {},
    gates: {},
    async createMessage({ chainId, accountAddress }) {
      f.calls.push(`createMessage:${chainId}:${accountAddress}`)
      await hold('createMessage')
      const data = {
        chainId,
        accountAddress,
        nonce: `n${++nonce}`,
        domain: '127.0.0.1',
        uri: 'http://127.0.0.1/',
        version: '1' as const,
        issuedAt: '2026-01-01T00:00:00.000Z',
        statement: 'Sign in',
      }
      const message: SIWXMessage = {
        ...data,
        toString: () => `127.0.0.1 wants you to sign in with ${accountAddress} on ${chainId} (${data.nonce})`,
      }
      return message
    },
    async addSession(session) {
      f.calls.push(`addSession:${session.data.chainId}:${session.data.accountAddress}:${session.signature}`)
      await hold('addSession')
      f.sessions.push(session)
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      f.calls.push(`getSessions:${chainId}:${address}`)
      await hold('getSessions')
      return f.sessions.filter((s) => same(s, chainId, address))
    },
    async revokeSession(chainId, address) {
      f.calls.push(`revokeSession:${chainId}:${address}`)
      await hold('revokeSession')
      f.sessions = f.sessions.filter((s) => !same(s, chainId, address))
    },
    async setSessions(sessions) {
      f.calls.push(`setSessions:${sessions.length}`)
      await hold('setSessions')
      f.sessions = [...sessions]
    },
    getRequired: () => f.required,
  }
  async function hold(method: Method) {
    const gate = f.gates[method]
    if (gate) await gate
    const e = f.next[method]
    if (e) {
      delete f.next[method]
      throw e
    }
  }
  return f
}

/** a session as a server would have stored it after a sign-in on `chainId` */
export function storedSession(chainId: CaipNetworkId, accountAddress: string): SIWXSession {
  return {
    data: {
      chainId,
      accountAddress,
      nonce: 'n0',
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1/',
      version: '1',
      issuedAt: '2026-01-01T00:00:00.000Z',
    },
    message: 'signed before',
    signature: '0xsigned',
  }
}

/** a promise the test resolves itself */
export function gate() {
  let release!: () => void
  const promise = new Promise<void>((r) => {
    release = r
  })
  return { promise, release }
}
