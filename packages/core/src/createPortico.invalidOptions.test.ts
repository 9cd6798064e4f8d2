import { mainnet, sepolia } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from './createPortico.js'
import { isPorticoError } from './errors/PorticoError.js'
import { resolveOptions } from './options/resolveOptions.js'
import { validateOptions } from './options/validateOptions.js'
import { createMemoryStorage } from './storage/createStorage.js'
import { createFakeAdapter, evmNetwork, solanaNetwork } from './test/createFakeAdapter.js'
import { createFakeSiwx } from './test/createFakeSiwx.js'
import { optionsErrorOf } from './test/optionsErrorOf.js'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const valid = () => ({ projectId: 'p', networks: [evmNetwork(1)], storage: createMemoryStorage() })
/** a themeMode the schema refuses: the message validateOptions gives for it */
const BAD = { themeMode: 'blue' } as unknown as Record<string, never>
const BAD_MESSAGE = 'Invalid options: themeMode: expected one of light, dark, system'

describe('invalid options off the startup path (SPEC §3 "Options", §5)', () => {
  it('§3 the options as the instance uses them are the schema’s: defaults, chains as eip155 networks', () => {
    const inputs = [
      valid(),
      { projectId: 'p', networks: [mainnet, sepolia, evmNetwork(31337)], defaultNetwork: sepolia },
      {
        networks: [evmNetwork(1), solanaNetwork()],
        adapters: [createFakeAdapter(), createFakeAdapter('solana')],
        features: { email: false, socials: false as const, swaps: false },
        themeMode: 'dark' as const,
        themeVariables: { '--portico-accent': '#f0a' },
        locale: 'ja',
        includeWalletIds: ['a'],
        tokens: { 'eip155:1': { address: '0x1' } },
        rpcMap: { 'eip155:1': 'http://127.0.0.1:8545' },
        debug: true,
        siwx: createFakeSiwx(),
        termsConditionsUrl: 'https://example.com/terms',
      },
    ]
    for (const input of inputs) expect(resolveOptions(input)).toEqual(validateOptions(input))
  })

  it('§5 development: the check runs at once, logs INVALID_OPTIONS, and open() throws it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const portico = createPortico({ ...valid(), ...BAD })
    const error = await optionsErrorOf(portico)
    expect(isPorticoError(error, 'INVALID_OPTIONS')).toBe(true)
    expect(error?.message).toBe(BAD_MESSAGE)
    expect(logged).toHaveBeenCalledTimes(1)
    expect(logged).toHaveBeenCalledWith(error)
    expect(() => portico.open()).toThrow(BAD_MESSAGE)
    expect(portico.getState().open).toBe(false)
  })

  it('§5 production: creating the instance does not check; idle time does, and open() then throws INVALID_OPTIONS', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubGlobal('window', globalThis)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const portico = createPortico({ ...valid(), ...BAD })
    expect(logged).not.toHaveBeenCalled()
    // idle time (a timer where there is no requestIdleCallback) loads the schema and checks
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1))
    const error = logged.mock.calls[0]?.[0]
    expect(isPorticoError(error, 'INVALID_OPTIONS')).toBe(true)
    expect((error as Error).message).toBe(BAD_MESSAGE)
    expect(() => portico.open()).toThrow(BAD_MESSAGE)
    expect(portico.getState().open).toBe(false)
  })

  it('§5 production: opened before the check ran, the dialog closes once it finds the options invalid, and the next open throws', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // siwx and siweConfig together: SPEC §5's own error code, as createPortico threw it before
    const portico = createPortico({
      ...valid(),
      siwx: createFakeSiwx(),
      siweConfig: {
        getNonce: async () => 'n',
        createMessage: () => 'm',
        verifyMessage: async () => true,
        getSession: async () => null,
        signOut: async () => true,
      },
    })
    portico.open()
    expect(portico.getState().open).toBe(true)
    const error = await optionsErrorOf(portico)
    expect(isPorticoError(error, 'SIWX_AND_SIWE')).toBe(true)
    expect(logged).toHaveBeenCalledWith(error)
    expect(portico.getState().open).toBe(false)
    expect(() => portico.open()).toThrow(error!.message)
  })

  it('§5 production: what the instance cannot use (a network that is not an object) does not stop it starting; the check names it', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const portico = createPortico({ ...valid(), networks: [null as never, evmNetwork(1)] })
    expect(portico.getState().activeNamespace).toBe('eip155')
    const error = await optionsErrorOf(portico)
    expect(error?.message).toMatch(/^Invalid options: networks\.0: /)
  })

  it('§3 valid options: the check finds nothing and open() opens', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const logged = vi.spyOn(console, 'error')
    const portico = createPortico(valid())
    expect(await optionsErrorOf(portico)).toBeUndefined()
    portico.open()
    expect(portico.getState().open).toBe(true)
    expect(logged).not.toHaveBeenCalled()
  })
})
