// @vitest-environment happy-dom
/**
 * Generated hostile EIP-6963 announcements (issue "Hardening" 1 and the adversarial suite):
 * whatever a page script or extension dispatches, before or after the adapter starts, nothing
 * throws into the page, every connector the adapter reports is well-formed, and a real wallet
 * announced beside the garbage is kept. FC_SEED replays a failing run.
 */
import fc from 'fast-check'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import { isProviderDetail } from './guardAnnouncements.js'
import { announceWallet, createFakeWallet } from './test/createFakeWallet.js'
import { makeCtx, ofType, settle } from './test/fixtures.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
let cases = 0
afterAll(() => console.log(`generated EIP-6963 announcement sets: ${cases}`))
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('<img src=x onerror=alert(1)>', 'javascript:alert(1)', '', '\u0000', 'x'.repeat(300)),
  fc.anything(),
)
const detail = fc.oneof(
  fc.anything(),
  fc.record(
    {
      info: fc.oneof(
        fc.anything(),
        fc.record({ uuid: hostile, name: hostile, icon: hostile, rdns: hostile }, { requiredKeys: [] }),
      ),
      provider: fc.oneof(
        fc.anything(),
        fc.constant({ request: async () => [] }),
        fc.constant({ request: 'not a function' }),
      ),
    },
    { requiredKeys: [] },
  ),
)

const GOOD = {
  uuid: 'b5f0c5f2-0000-4000-8000-000000000001',
  name: 'Good',
  icon: 'data:image/png;base64,AA==',
  rdns: 'dev.good',
}

describe('EIP-6963 announcements, generated', () => {
  it('garbage before and after start: no error reaches the page; connectors are well-formed; the good wallet stays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(detail, { maxLength: 5 }),
        fc.array(detail, { maxLength: 5 }),
        async (before, after) => {
          cases++
          // each generated case starts from a clean page: the listeners of the case before (its
          // page answering requestProvider with its own announcements, valid ones included) would
          // otherwise announce into this one (seed -1505508855: an earlier valid wallet with the
          // rdns of this case's malformed announcement)
          for (const c of cleanups.splice(0)) c()
          const errors: unknown[] = []
          const onError = (e: Event) => errors.push((e as ErrorEvent).error ?? e)
          window.addEventListener('error', onError)
          cleanups.push(() => window.removeEventListener('error', onError))
          const announce = (d: unknown) =>
            window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: d }))
          const page = () => {
            for (const d of before) announce(d)
          }
          window.addEventListener('eip6963:requestProvider', page)
          cleanups.push(() => window.removeEventListener('eip6963:requestProvider', page))
          cleanups.push(announceWallet(window, GOOD, createFakeWallet({ chainId: 31337 })))
          page()
          const adapter = evmAdapter()
          cleanups.push(() => adapter.destroy?.())
          const { ctx, events } = makeCtx()
          adapter.setup(ctx)
          await adapter.getWagmiConfig()
          for (const d of after) announce(d)
          await settle()
          expect(errors).toEqual([])
          const connectors = ofType(events, 'connectors').at(-1)?.connectors ?? []
          for (const c of connectors) {
            expect(typeof c.id).toBe('string')
            expect(typeof c.name).toBe('string')
          }
          expect(connectors.map((c) => c.rdns)).toContain(GOOD.rdns)
          // only details the guard accepts can have become connectors (an rdns that an accepted
          // detail of the case also announced is that one's connector: generated strings repeat)
          const all = [...before, ...after]
          const accepted = new Set(
            all.filter(isProviderDetail).map((d) => (d as { info: { rdns: string } }).info.rdns),
          )
          for (const d of all)
            if (!isProviderDetail(d)) {
              const rdns = (d as { info?: { rdns?: unknown } } | null)?.info?.rdns
              if (typeof rdns === 'string' && rdns !== GOOD.rdns && !accepted.has(rdns))
                expect(connectors.some((c) => c.rdns === rdns && c.id === rdns)).toBe(false)
            }
        },
      ),
      { numRuns: 100, ...(seed === undefined ? {} : { seed }) },
    )
  })
})
