import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { createNamespaceSession, type SessionNamespaceData } from './createNamespaceSession.js'

const solana = (over: Partial<SessionNamespaceData> = {}): Record<string, SessionNamespaceData> => ({
  solana: {
    accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    methods: ['solana_signMessage', 'solana_signTransaction'],
    events: ['accountsChanged'],
    ...over,
  },
})

describe('createNamespaceSession', () => {
  it('§4 provider session: methods() are the ones the wallet approved for the namespace', () => {
    let live: Record<string, SessionNamespaceData> | undefined = solana()
    const session = createNamespaceSession({
      namespace: 'solana',
      topic: 't',
      namespaces: () => live,
      send: async () => null,
    })
    expect(session.methods()).toEqual(['solana_signMessage', 'solana_signTransaction'])
    // a copy: callers cannot change the session's view
    session.methods().push('solana_signAndSendTransaction')
    expect(session.methods()).not.toContain('solana_signAndSendTransaction')
    live = solana({ methods: ['solana_signMessage'] })
    expect(session.methods()).toEqual(['solana_signMessage'])
  })

  it('§5 requests need a session: methods() after the session ended is NO_SESSION', () => {
    let live: Record<string, SessionNamespaceData> | undefined = solana()
    const session = createNamespaceSession({
      namespace: 'solana',
      topic: 't',
      namespaces: () => live,
      send: async () => null,
    })
    live = undefined
    let error: unknown
    try {
      session.methods()
    } catch (e) {
      error = e
    }
    expect(isPorticoError(error, 'NO_SESSION')).toBe(true)
  })
})
