import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { evmNetwork } from '../test/createFakeAdapter.js'
import { createFakeSiwx } from '../test/createFakeSiwx.js'
import { isFeatureOn } from './featureOptions.js'
import { validateOptions } from './validateOptions.js'

const base = { projectId: 'p', networks: [evmNetwork(1)] }

describe('validateOptions', () => {
  it('§3 networks: viem/wagmi chains are accepted as they are (eip155), next to Portico networks', () => {
    const o = validateOptions({
      projectId: 'p',
      networks: [mainnet, sepolia, evmNetwork(31337)],
      defaultNetwork: sepolia,
    })
    expect(o.networks.map((n) => [n.caipNetworkId, n.chainNamespace, n.name])).toEqual([
      ['eip155:1', 'eip155', 'Ethereum'],
      ['eip155:11155111', 'eip155', 'Sepolia'],
      ['eip155:31337', 'eip155', 'Chain 31337'],
    ])
    expect(o.networks[0]?.blockExplorers?.default.url).toBe('https://etherscan.io')
    expect(o.networks[1]?.testnet).toBe(true)
    expect(o.defaultNetwork?.caipNetworkId).toBe('eip155:11155111')
  })

  it('§3 termsConditionsUrl, privacyPolicyUrl and block explorers are http(s) URLs: javascript: and junk are refused', () => {
    expect(
      validateOptions({ ...base, termsConditionsUrl: 'https://example.com/terms' }).termsConditionsUrl,
    ).toBe('https://example.com/terms')
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'not a url', '//example.com'])
      expect(() => validateOptions({ ...base, privacyPolicyUrl: bad }), bad).toThrow(
        /privacyPolicyUrl.*http\(s\) URL/,
      )
    const explorer = {
      ...evmNetwork(5),
      blockExplorers: { default: { name: 'x', url: 'javascript:alert(1)' } },
    }
    expect(() => validateOptions({ ...base, networks: [explorer] })).toThrow(/http\(s\) URL/)
  })

  it('§3 features.legalCheckbox needs a document to agree to: termsConditionsUrl or privacyPolicyUrl', () => {
    expect(() => validateOptions({ ...base, features: { legalCheckbox: true } })).toThrow(
      'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl',
    )
    for (const url of [{ termsConditionsUrl: 'https://a.test/t' }, { privacyPolicyUrl: 'https://a.test/p' }])
      expect(
        validateOptions({ ...base, ...url, features: { legalCheckbox: true } }).features.legalCheckbox,
      ).toBe(true)
  })

  it('§3 features.smartSessions and features.pay (not built yet) are refused with INVALID_OPTIONS, not accepted and ignored', () => {
    for (const flag of ['smartSessions', 'pay'] as const) {
      let err: unknown
      try {
        validateOptions({ ...base, features: { [flag]: true } })
      } catch (e) {
        err = e
      }
      expect(isPorticoError(err, 'INVALID_OPTIONS'), flag).toBe(true)
      expect((err as Error).message).toContain(`features.${flag} is not available yet: leave it off`)
      expect(validateOptions({ ...base, features: { [flag]: false } }).features[flag]).toBe(false)
    }
  })

  it('embedded wallet: secureSiteUrl is kept as given', () => {
    expect(validateOptions({ ...base, secureSiteUrl: 'http://localhost:8793' }).secureSiteUrl).toBe(
      'http://localhost:8793',
    )
  })

  it('§5 siweConfig and siwx cannot both be set', () => {
    let err: unknown
    try {
      validateOptions({ ...base, siwx: createFakeSiwx(), siweConfig: fakeSiwe() })
    } catch (e) {
      err = e
    }
    expect(isPorticoError(err, 'SIWX_AND_SIWE')).toBe(true)
    expect((err as Error).message).toBe('siweConfig and siwx cannot both be set')
    expect(() => validateOptions({ ...base, siwx: createFakeSiwx() })).not.toThrow()
    expect(() => validateOptions({ ...base, siweConfig: fakeSiwe() })).not.toThrow()
  })
  it('§3 siwx is an object with the SIWXConfig functions, siweConfig the older EVM form: a typed error otherwise', () => {
    const { addSession: _, ...withoutAddSession } = createFakeSiwx()
    for (const siwx of [{}, 'yes', null, withoutAddSession, { ...createFakeSiwx(), getSessions: 'x' }]) {
      let err: unknown
      try {
        validateOptions({ ...base, siwx: siwx as never })
      } catch (e) {
        err = e
      }
      expect(isPorticoError(err, 'INVALID_OPTIONS'), String(siwx)).toBe(true)
      expect((err as Error).message).toBe(
        'Invalid options: siwx: expected an object with the functions createMessage, addSession, getSessions, revokeSession, setSessions',
      )
    }
    const { signOut: _s, ...withoutSignOut } = fakeSiwe()
    expect(() => validateOptions({ ...base, siweConfig: withoutSignOut as never })).toThrow(
      'siweConfig: expected an object with the functions getNonce, createMessage, verifyMessage, getSession, signOut',
    )
    // the host's own object is kept as it is (its methods are called on it)
    const siwx = createFakeSiwx()
    expect(validateOptions({ ...base, siwx }).siwx).toBe(siwx)
  })
  it('§3 enableNetworkSwitch defaults on, sdkType defaults to appkit', () => {
    const o = validateOptions(base)
    expect(o.enableNetworkSwitch).toBe(true)
    expect(o.sdkType).toBe('appkit')
    expect(o.allowUnsupportedChain).toBe(false)
    expect(o.enableEmbedded).toBe(false)
    expect(validateOptions({ ...base, enableNetworkSwitch: false }).enableNetworkSwitch).toBe(false)
  })
  it('§5 theme mode is light or dark', () => {
    expect(validateOptions({ ...base, themeMode: 'dark' }).themeMode).toBe('dark')
    // @ts-expect-error not a theme mode
    expect(() => validateOptions({ ...base, themeMode: 'blue' })).toThrow(/themeMode/)
    expect(validateOptions(base).themeMode).toBe('system')
  })
  it('§3 themeVariables are semantic tokens, each checked with a clear error', () => {
    const ok = validateOptions({
      ...base,
      themeVariables: {
        '--portico-accent': '#ffd400',
        '--portico-accent-foreground': 'rgb(0 0 0)',
        '--portico-background': 'hsl(40 30% 98%)',
        '--portico-foreground': '#222',
        '--portico-border-radius': '0.5rem',
        '--portico-font-family': "'IBM Plex Sans', sans-serif",
        '--portico-font-size-scale': 1.2,
        '--portico-z-index': 10,
      },
    })
    expect(ok.themeVariables['--portico-font-size-scale']).toBe(1.2)
    const bad = (themeVariables: object) => () =>
      validateOptions({ ...base, themeVariables } as Parameters<typeof validateOptions>[0])
    expect(bad({ '--portico-accent': 'javascript:alert(1)' })).toThrow(
      'themeVariables.--portico-accent: expected a colour: #rgb, #rrggbb, rgb(…) or hsl(…)',
    )
    expect(bad({ '--portico-border-radius': '8' })).toThrow(/--portico-border-radius: expected a length/)
    expect(bad({ '--portico-font-family': 'x;}body{display:none' })).toThrow(/--portico-font-family/)
    expect(bad({ '--portico-font-size-scale': 4 })).toThrow(/expected 0.75 to 1.5/)
    expect(bad({ '--portico-z-index': 1.5 })).toThrow(/--portico-z-index/)
    expect(bad({ '--portico-acent': '#fff' })).toThrow(/themeVariables.*--portico-acent/)
  })
  it('locale is a BCP 47 tag', () => {
    expect(validateOptions({ ...base, locale: 'pt-BR' }).locale).toBe('pt-BR')
    expect(() => validateOptions({ ...base, locale: 'english please' })).toThrow(/locale: expected a BCP 47/)
  })
  it("§9 default features: core's own flags (email, analytics, allWallets on; others off) are applied here", () => {
    const f = validateOptions(base).features
    expect(f).toMatchObject({
      email: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
    expect(f.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(validateOptions({ ...base, features: { analytics: false } }).features.analytics).toBe(false)
  })
  it("§9 a feature's flag is any boolean, read with its feature's default (swaps, onramp, receive, send, history on)", () => {
    const options = validateOptions({ ...base, features: { send: false, aNewFeature: true } })
    expect(options.features.swaps).toBeUndefined()
    expect(isFeatureOn(options, 'swaps', true)).toBe(true)
    expect(isFeatureOn(options, 'send', true)).toBe(false)
    expect(isFeatureOn(options, 'aNewFeature', false)).toBe(true)
    expect(() => validateOptions({ ...base, features: { swaps: 'no' as never } })).toThrow(/features\.swaps/)
  })
  it('§5 social provider must be one of google, github, apple, facebook, x, discord (or farcaster)', () => {
    // @ts-expect-error not a provider
    expect(() => validateOptions({ ...base, features: { socials: ['myspace'] } })).toThrow(/socials/)
  })
  it('§3 networks are required and each must be well formed', () => {
    // @ts-expect-error missing networks
    expect(() => validateOptions({ projectId: 'p' })).toThrow(/networks/)
    expect(() => validateOptions({ ...base, networks: [] })).toThrow(/At least one network/)
    expect(() =>
      validateOptions({ ...base, networks: [{ ...evmNetwork(1), caipNetworkId: 'eip155' as 'eip155:1' }] }),
    ).toThrow(/Invalid CAIP-2 network id/)
  })
  it('§3 defaultNetwork must be one of the networks', () => {
    expect(() => validateOptions({ ...base, defaultNetwork: evmNetwork(5) })).toThrow(/defaultNetwork/)
  })
  it('§3 an adapter must be an adapter object', () => {
    // @ts-expect-error not an adapter
    expect(() => validateOptions({ ...base, adapters: [{}] })).toThrow(/Invalid adapter/)
  })
  it('errors name every bad path and carry a code', () => {
    try {
      // @ts-expect-error wrong types
      validateOptions({ ...base, enableNetworkSwitch: 'yes', includeWalletIds: 'a' })
      expect.unreachable()
    } catch (e) {
      expect(isPorticoError(e, 'INVALID_OPTIONS')).toBe(true)
      expect((e as Error).message).toMatch(/enableNetworkSwitch/)
      expect((e as Error).message).toMatch(/includeWalletIds/)
    }
  })
})

function fakeSiwe() {
  return {
    getNonce: async () => 'n',
    createMessage: () => 'message',
    verifyMessage: async () => true,
    getSession: async () => null,
    signOut: async () => true,
  }
}
