// @vitest-environment happy-dom
/**
 * Generated interleavings with real wagmi (issue 27 and the adversarial suite): three EIP-6963
 * wallets whose prompts stay open until the test answers them; connects started, left (core's
 * signal aborted, as when the person goes Back or picks another wallet) and answered in any order.
 * What must follow, after every step: wagmi's current connection, what the adapter reported last
 * and wagmi's `recentConnectorId` are the last answer from a wallet the person had not left; a
 * left wallet that answered is told to forget the page. FC_SEED replays a failing run.
 */
import { getConnection } from '@wagmi/core'
import fc from 'fast-check'
import type { Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import { announceWallet, createFakeWallet, TEST_PRIVATE_KEY } from './test/createFakeWallet.js'
import { makeCtx, ofType } from './test/fixtures.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const RUNS = 50
let cases = 0
afterAll(() =>
  console.log(`generated connect interleavings with wagmi: ${cases} (up to 10 steps, 3 wallets)`),
)
const cleanups: (() => void)[] = []
// the adapter's actions chunk is loaded once, ahead (its first import is file I/O, not a step)
beforeAll(async () => {
  await import('./evmActions.js')
})
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

/** anvil's dev keys #0–#2 (well-known test keys, never holding real funds) */
const KEYS: Hex[] = [
  TEST_PRIVATE_KEY,
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
]
const ID = (x: number) => `dev.w${x}`

type Step = { t: 'start'; x: number } | { t: 'leave' } | { t: 'answer'; x: number }
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ t: fc.constant('start' as const), x: fc.nat(2) }), weight: 3 },
  { arbitrary: fc.constant({ t: 'leave' as const }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('answer' as const), x: fc.nat(2) }), weight: 3 },
)

/** wagmi's connect runs through several awaits (wallet, storage): let them all run */
const settle = async () => {
  for (let i = 0; i < 30; i++) await new Promise((r) => setImmediate(r))
}

async function play(steps: Step[]) {
  const wallets = KEYS.map((privateKey) => createFakeWallet({ chainId: 31337, privateKey, slow: true }))
  for (const [x, w] of wallets.entries()) {
    const info = {
      uuid: `00000000-0000-4000-8000-00000000000${x}`,
      name: ID(x),
      icon: 'data:image/png;base64,AA==',
      rdns: ID(x),
    }
    cleanups.push(announceWallet(window, info, w))
  }
  const adapter = evmAdapter()
  cleanups.push(() => adapter.destroy?.())
  const { ctx, events } = makeCtx()
  adapter.setup(ctx)
  const config = await adapter.getWagmiConfig()
  const storage = config.storage!

  // core's side, as connectWallet does it: one attempt at a time; another wallet leaves it, the
  // same wallet again joins it (same signal); an answer ends it, and tells its other requests
  let attempt: { x: number; controller: AbortController; calls: number } | undefined
  const model = {
    current: undefined as number | undefined,
    left: new Set<number>(),
    answeredLeft: new Set<number>(),
    /** the wallets one of whose answers was the person's (wagmi may keep their connections) */
    accepted: new Set<number>(),
  }
  const leave = () => {
    if (!attempt) return
    attempt.controller.abort()
    model.left.add(attempt.x)
    attempt = undefined
  }

  for (const s of steps) {
    switch (s.t) {
      case 'start': {
        if (attempt && attempt.x !== s.x) leave()
        attempt ??= { x: s.x, controller: new AbortController(), calls: 0 }
        const mine = attempt
        mine.calls++
        model.left.delete(s.x)
        void adapter.connect({ connectorId: ID(s.x), signal: mine.controller.signal }).then(
          () => {
            mine.calls--
            if (attempt?.x !== s.x) return
            const over = attempt
            attempt = undefined
            if (over.calls > 0) {
              over.controller.abort()
              model.left.add(s.x)
            }
          },
          () => {
            mine.calls--
          },
        )
        break
      }
      case 'leave':
        leave()
        break
      case 'answer': {
        const w = wallets[s.x]!
        if (w.openPrompts() === 0) continue
        w.answer()
        if (!model.left.has(s.x)) {
          model.current = s.x
          model.accepted.add(s.x)
        } else if (model.current !== s.x) model.answeredLeft.add(s.x)
        break
      }
    }
    await settle()

    // wagmi's status is 'connecting' while a prompt is open: its current connection is what counts
    const { current } = config.state
    const connection = current ? config.state.connections.get(current) : undefined
    const reported = ofType(events, 'account').at(-1)
    if (model.current === undefined) {
      expect(connection).toBeUndefined()
      expect(reported).toBeUndefined()
      expect(await storage.getItem('recentConnectorId')).toBeNull()
    } else {
      expect(connection?.connector.id).toBe(ID(model.current))
      expect(connection?.accounts[0]).toBe(wallets[model.current]!.account.address)
      if (!attempt) expect(getConnection(config).status).toBe('connected')
      expect(reported?.connectorId).toBe(ID(model.current))
      expect(await storage.getItem('recentConnectorId')).toBe(ID(model.current))
    }
    // wagmi holds no connection from an answer that was refused (it keeps earlier connections)
    for (const c of config.state.connections.values())
      expect(model.accepted.has(Number(c.connector.id.slice('dev.w'.length)))).toBe(true)
    // a left wallet that answered is told to forget the page
    for (const x of model.answeredLeft)
      expect(wallets[x]!.calls.map((c) => c.method)).toContain('wallet_revokePermissions')
  }
}

describe('connector answers that arrive after an attempt ended, generated with wagmi (issue 27)', () => {
  it('start, leave and answer in any order: wagmi and the adapter follow the last answer from a wallet not left', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        cases++
        for (const c of cleanups.splice(0)) c()
        await play(steps)
      }),
      { numRuns: RUNS, ...(seed === undefined ? {} : { seed }) },
    )
    // a budget for 50 generated cases with real wagmi, not a wait for anything
  }, 60_000)
})
