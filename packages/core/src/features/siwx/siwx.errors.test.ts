/** Sign in with X: the SPEC §5 errors, and the older EVM-only siweConfig. Setup: siwx.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { createPortico } from '../../createPortico.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import type { SIWEConfig } from '../../siwx/SIWEConfig.js'
import { createFakeAdapter, solanaNetwork } from '../../test/createFakeAdapter.js'
import { signIn } from './signIn.js'
import { ME, make, SOL, status, useNoWindowAfterEach, view } from './siwx.testSetup.js'

useNoWindowAfterEach()

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

  it('is adapted to SIWXConfig: §2 ConnectingSiwe asks; nonce, EIP-4361 text from the host, verified, then a session for the account', async () => {
    const siweConfig = fakeSiwe()
    const t = make({ siweConfig })
    await t.portico.connect('lab')
    // SPEC §2: the older form's sign-in view is ConnectingSiwe (siwx's is SIWXSignMessage)
    await vi.waitFor(() => expect(view(t.portico)).toBe('ConnectingSiwe'))
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
    // signed in: ConnectingSiwe closes, as SIWXSignMessage does
    expect(t.portico.getState().open).toBe(false)
    expect(view(t.portico)).toBe('Account')
  })

  it('a refused verification is SIWX_VERIFY_FAILED; a session of this account (any EVM chain) is not asked again', async () => {
    const refused = fakeSiwe()
    refused.ok = false
    const t = make({ siweConfig: refused })
    await t.portico.connect('lab')
    await vi.waitFor(() => expect(view(t.portico)).toBe('ConnectingSiwe'))
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
