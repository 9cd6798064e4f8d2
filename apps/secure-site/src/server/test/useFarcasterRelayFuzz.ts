/**
 * The Farcaster relay fuzz suite's site (farcaster/farcasterRelay.fuzz.test.ts, issue 27): one
 * secure site over real sockets on a real devnet with the lab's ID registry, one registered fid
 * whose custody key really signs every message; `post` checks every answer (never a 5xx, a 4xx is
 * `{ error, message }`), `run` runs a property `FC_SCALE` times its cases with `FC_SEED`.
 */
import {
  createFarcasterApp,
  type Devnet,
  deployIdRegistry,
  parseSiwfUrl,
  startDevnet,
} from '@portico/testing/node'
import fc from 'fast-check'
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, expect } from 'vitest'
import { snapshotAccounts } from './siteRows.js'
import { startTestSite, type TestSite } from './startTestSite.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const scale = Number(process.env.FC_SCALE ?? 1)
export const run = <Ts>(numRuns: number, property: fc.IAsyncProperty<Ts>) =>
  fc.assert(property, { numRuns: Math.round(numRuns * scale), seed })
const cases = new Map<string, { n: number; accepted: number }>()
export const count = (route: string, accepted: boolean) => {
  const c = cases.get(route) ?? { n: 0, accepted: 0 }
  cases.set(route, c)
  c.n++
  if (accepted) c.accepted++
}

export const DOMAIN = '127.0.0.1:5173'
export const ORIGIN = `http://${DOMAIN}`
export const PROJECT = 'proj-fuzz'
export const ORIGINS: Record<string, string[]> = {
  [PROJECT]: [ORIGIN, 'https://app.example'],
  'proj-other': ['https://other.example'],
}
export const snapshot = () => snapshotAccounts(t.db)
let devnet: Devnet
export let t: TestSite
export let custodyKey: Hex
export let fid: number

/**
 * Starts the devnet, the lab's ID registry, the secure site and the registered fid for the calling
 * file (`beforeAll`), and stops them after it, printing the cases per route.
 */
export function useFarcasterRelayFuzz() {
  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    const rpcUrl = devnet.chains[0]!.rpcUrl
    const idRegistry = await deployIdRegistry(devnet.chains[0]!)
    t = await startTestSite({
      farcaster: { rpcUrl, idRegistry },
      limits: { connectsPerIpPerHour: 1_000_000, deviceWaitMs: 50 },
    })
    for (const [project, allowedOrigins] of Object.entries(ORIGINS))
      t.origins.set(project, { allowedOrigins })
    custodyKey = generatePrivateKey()
    fid = await createFarcasterApp({
      rpcUrl,
      idRegistry,
      relayUrl: `${t.url}/api/v1/farcaster`,
      custodyKey,
    }).fid()
  }, 60_000)
  afterAll(async () => {
    await t?.stop()
    await devnet?.stop()
    const total = [...cases.values()].reduce((a, c) => a + c.n, 0)
    console.log(
      `farcaster relay fuzz: ${total} generated cases${seed === undefined ? '' : ` (FC_SEED=${seed})`}\n${[
        ...cases,
      ]
        .map(([route, c]) => `  ${String(c.n).padStart(5)}  ${route} (${c.accepted} accepted)`)
        .join('\n')}`,
    )
  })
}

/** POSTs to the relay; never a 5xx, and a 4xx is `{ error, message }` */
export async function post(path: string, body: unknown, bearer?: string) {
  const res = await fetch(`${t.url}/api/v1/farcaster${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  const what = `${path} ${JSON.stringify(body).slice(0, 300)} → ${res.status} ${text.slice(0, 200)}`
  expect(res.status, what).toBeLessThan(500)
  const json = JSON.parse(text) as Record<string, unknown>
  if (res.status >= 400) {
    expect(typeof json.error === 'string' && typeof json.message === 'string', what).toBe(true)
  }
  return { status: res.status, body: json, what }
}

export const openChannel = async (deviceId: string) => {
  const r = await post('/channel', { deviceId, projectId: PROJECT, domain: DOMAIN, uri: ORIGIN })
  expect(r.status, r.what).toBe(201)
  return { ...parseSiwfUrl(r.body.url as string), deviceId }
}
