import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseApiConfig } from './apiConfig.js'
import { API_ENV_VARS, readApiEnv } from './readApiEnv.js'

const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
/** NAME=value lines of .env.example */
const documented = new Map(
  [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const),
)

describe('.env.example (issue 28: every variable documented)', () => {
  it('lists every variable the configuration reads, and nothing else', () => {
    // what readApiEnv actually reads, whatever its list says
    const read = new Set<string>()
    const env = new Proxy({} as Record<string, string>, {
      get(_t, key) {
        if (typeof key === 'string') read.add(key)
        return undefined
      },
    })
    readApiEnv(env)
    expect([...read].sort()).toEqual([...API_ENV_VARS].sort())
    expect([...documented.keys()].sort()).toEqual([...API_ENV_VARS].sort())
  })

  it('its values, as they stand, make a valid configuration with the defaults', () => {
    const { config, port, host } = readApiEnv(Object.fromEntries(documented))
    expect({ port, host }).toEqual({ port: 8790, host: '127.0.0.1' })
    const parsed = parseApiConfig(config)
    expect(parsed.dataDir).toBe('data/api')
    expect(parsed.trustedProxies).toBe(0)
    expect(parsed.drainTimeoutMs).toBe(20_000)
  })
})
