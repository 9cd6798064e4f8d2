import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RETIRED_ENV_VARS, readSiteEnv, SITE_ENV_VARS } from './readSiteEnv.js'
import { DEFAULT_DATA_DIR, resolveConfig } from './secureSiteConfig.js'

const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8')
/** NAME=value lines of .env.example */
const documented = new Map(
  [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const),
)

describe('.env.example (issue 28: every variable documented)', () => {
  it('lists every variable the configuration reads, and nothing else', () => {
    // what readSiteEnv actually reads, whatever its list says
    const read = new Set<string>()
    const env = new Proxy({} as Record<string, string>, {
      get(_t, key) {
        if (typeof key === 'string') read.add(key)
        return undefined
      },
    })
    readSiteEnv(env)
    expect([...read].sort()).toEqual([...SITE_ENV_VARS, ...Object.keys(RETIRED_ENV_VARS)].sort())
    expect([...documented.keys()].sort()).toEqual([...SITE_ENV_VARS].sort())
  })

  it('its values, as they stand, make a valid configuration with the defaults', () => {
    const config = readSiteEnv(Object.fromEntries(documented))
    const resolved = resolveConfig(config)
    expect(resolved).toMatchObject({
      port: 8793,
      host: 'localhost',
      apiUrl: 'http://127.0.0.1:8790',
      networks: [],
      smtp: { host: '127.0.0.1', port: 1025, from: 'Portico <no-reply@localhost>' },
      dataDir: 'data/secure-site',
      devMode: false,
      trustedProxies: 0,
      drainTimeoutMs: 20_000,
      logLevel: 'info',
    })
    expect(resolve(resolved.dataDir!)).toBe(DEFAULT_DATA_DIR)
    expect(resolved.shareKeys).toBeUndefined()
  })

  it('the JSON variables as the comments show them; TRUST_PROXY (leftmost, forgeable) stops the start with what to set', () => {
    const config = resolveConfig(
      readSiteEnv({
        NETWORKS: '[{"caipNetworkId":"eip155:1","rpcUrl":"https://rpc.example","name":"Ethereum"}]',
        SOCIAL_PROVIDERS: '{"google":{"clientId":"id-1","clientSecret":"secret-1"}}',
        FARCASTER:
          '{"rpcUrl":"https://op.example","idRegistry":"0x00000000Fc6c5F01Fc30151999387Bb99A9f489b"}',
        LIMITS: '{"connectsPerIpPerHour":5}',
        TRUSTED_PROXIES: '2',
      }),
    )
    expect(config.networks).toEqual([
      { caipNetworkId: 'eip155:1', rpcUrl: 'https://rpc.example', name: 'Ethereum' },
    ])
    expect(config.social?.google?.clientId).toBe('id-1')
    expect(config.farcaster?.rpcUrl).toBe('https://op.example')
    expect(config.limits.connectsPerIpPerHour).toBe(5)
    expect(config.trustedProxies).toBe(2)
    expect(() => readSiteEnv({ NETWORKS: '[{' })).toThrow(/NETWORKS must be JSON/)
    expect(() => readSiteEnv({ TRUSTED_PROXIES: 'one' })).toThrow(/TRUSTED_PROXIES must be a whole number/)
    expect(() => readSiteEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY is gone.*TRUSTED_PROXIES/)
  })
})
