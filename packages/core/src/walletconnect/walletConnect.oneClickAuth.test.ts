/** WalletConnect one-click sign-in: the sign-in request in the proposal and the CACAO stored before the account shows. Setup: walletConnect.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { createSignInMessage } from '../siwx/createSignInMessage.js'
import type { SIWXSession } from '../siwx/SIWXConfig.js'
import { FAKE_WC_URI as URI } from '../test/createFakeUniversalProvider.js'
import type { UniversalSessionLike } from './UniversalProviderLike.js'
import {
  ADDR,
  connected,
  EVM_NS,
  make,
  provider,
  useFakeUniversalProvider,
} from './walletConnect.testSetup.js'

useFakeUniversalProvider()

describe('WalletConnect connector', () => {
  it('one-click sign-in: the proposal carries the sign-in request; the wallet’s CACAO is stored before the account shows', async () => {
    const added: { session: SIWXSession; status: string | undefined }[] = []
    const siwx = {
      oneClickAuth: true,
      createMessage: async (input: { chainId: 'eip155:31337'; accountAddress: string }) =>
        createSignInMessage({
          ...input,
          nonce: 'noncenonce12',
          domain: 'app.example',
          uri: 'https://app.example/',
          version: '1',
          issuedAt: '2026-11-25T10:00:00.000Z',
        }),
      addSession: async (session: SIWXSession) => {
        added.push({ session, status: portico.getState().accounts.eip155?.status })
      },
      getSessions: async () => added.map((a) => a.session),
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
    }
    const { portico } = make({ siwx })
    portico.open()
    const done = portico.connect('walletConnect')
    await vi.waitFor(() => expect(portico.walletConnect?.getState().uri).toBe(URI))
    const request = provider.connectCalls[0]?.authentication?.[0]
    expect(request).toMatchObject({
      domain: 'app.example',
      uri: 'https://app.example/',
      nonce: 'noncenonce12',
      chains: ['eip155:31337'],
    })
    const iss = `did:pkh:eip155:31337:${ADDR}`
    const cacao = {
      h: { t: 'caip122' },
      p: {
        iss,
        domain: 'app.example',
        aud: 'https://app.example/',
        version: '1',
        nonce: 'noncenonce12',
        iat: '2026-11-25T10:00:01.000Z',
      },
      s: { t: 'eip191', s: '0xsigned' },
    }
    provider.approve({ eip155: EVM_NS() } as UniversalSessionLike['namespaces'], [cacao])
    await done
    expect(added).toHaveLength(1)
    expect(added[0]?.status).not.toBe('connected')
    expect(added[0]?.session).toMatchObject({
      signature: '0xsigned',
      data: { accountAddress: ADDR, nonce: 'noncenonce12' },
    })
    expect(portico.getState().accounts.eip155?.status).toBe('connected')
  })

  it('without oneClickAuth the proposal carries no sign-in request', async () => {
    await connected()
    expect(provider.connectCalls[0]).not.toHaveProperty('authentication')
  })
})
