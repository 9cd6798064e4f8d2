/**
 * The adapter contract suite: the same connect, restore, events, sign, WalletConnect-session
 * and hostile-answer cases for every adapter. An adapter package runs it from a test file with a
 * harness over its own fake wallets (`adapterContract(harness)` inside vitest); nothing here
 * knows a namespace.
 */
import type {
  AdapterEvent,
  ChainNamespace,
  PorticoAdapter,
  PorticoNetwork,
  WalletConnectNamespaceSession,
} from '@portico/core'
import { createMemoryStorage, isPorticoError, isUserRejection } from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { describe, expect, it, vi } from 'vitest'

/** an adapter set up on a page with one fake wallet */
export interface ContractPage {
  adapter: PorticoAdapter
  /** what the adapter told core */
  events: AdapterEvent[]
  connectorId: string
  /** the address the wallet connects with */
  address: string
  /** the same page after a reload: a new adapter, set up, with the wallet still there */
  reload(): PorticoAdapter
  /** the wallet refuses the next request (the person clicks Reject) */
  refuse(): void
  /** the wallet answers the next connect with an account that is not one (hostile or broken) */
  garbage(): void
  /** the wallet ends the connection by itself (absent: the wallet has no such event) */
  end?(): void
}

/** an adapter set up, and a WalletConnect session on its namespace with one account */
export interface ContractSession {
  adapter: PorticoAdapter
  events: AdapterEvent[]
  session: WalletConnectNamespaceSession
  address: string
  /** the wallet ends the session */
  end(): void
}

export interface AdapterHarness {
  namespace: ChainNamespace
  /** the adapter as a host makes it, not set up */
  bare(): PorticoAdapter
  page(): Promise<ContractPage>
  /** absent: the adapter has no WalletConnect support */
  session?(): Promise<ContractSession>
  /**
   * the adapter restores the connection its wallet library remembers whatever connector the
   * record names (adapter-evm: wagmi's `reconnect`); the foreign-record cases are skipped
   */
  restoresRemembered?: boolean
  /**
   * the adapter takes any session core hands it (adapter-evm: in a multi-namespace session its
   * part does not say eip155); the foreign-session case is skipped
   */
  takesAnySession?: boolean
}

/** `adapter` set up on `networks` with a memory storage, and the events it tells core */
export function setUpAdapter<T extends PorticoAdapter>(adapter: T, networks: PorticoNetwork[]) {
  const events: AdapterEvent[] = []
  adapter.setup({ networks, storage: createStorage(createMemoryStorage()), emit: (e) => events.push(e) })
  return { adapter, events }
}

/** the error code a promise rejects with (undefined when it resolves) */
async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  )
  if (e === undefined) return undefined
  return isPorticoError(e) ? e.code : String(e)
}

const CAPABILITY_METHODS: Record<string, string[]> = {
  balance: ['getBalance'],
  tokenBalance: ['getTokenBalance'],
  send: ['prepareSend', 'send'],
  swaps: ['prepareCall', 'sendCall'],
}

export function adapterContract(h: AdapterHarness): void {
  describe(`adapter contract: ${h.namespace}`, () => {
    it('capabilities: none declared without its methods', () => {
      const a = h.bare() as unknown as Record<string, unknown> & PorticoAdapter
      expect(a.namespace).toBe(h.namespace)
      for (const cap of a.capabilities)
        for (const m of CAPABILITY_METHODS[cap] ?? [])
          expect(typeof a[m], `${cap} needs ${m}`).toBe('function')
    })

    it('§5 connect: Adapter not found before setup; the wallet listed; an unknown connector is CONNECTOR_NOT_FOUND', async () => {
      expect(await codeOf(h.bare().connect({ connectorId: 'x' }))).toBe('ADAPTER_NOT_FOUND')
      const p = await h.page()
      const listed = p.events.filter((e) => e.type === 'connectors').at(-1)
      expect(listed?.type === 'connectors' && listed.connectors.map((c) => c.id)).toContain(p.connectorId)
      expect(await codeOf(p.adapter.connect({ connectorId: `${p.connectorId}-missing` }))).toBe(
        'CONNECTOR_NOT_FOUND',
      )
      const r = await p.adapter.connect({ connectorId: p.connectorId })
      expect(r).toMatchObject({ address: p.address, connectorId: p.connectorId })
    })

    it('§4 connect refused in the wallet: a user rejection, nothing connected', async () => {
      const p = await h.page()
      p.refuse()
      const e = await p.adapter.connect({ connectorId: p.connectorId }).catch((x: unknown) => x)
      expect(isUserRejection(e)).toBe(true)
      expect(await codeOf(p.adapter.signMessage({ message: 'hi', address: p.address }))).toBe('NOT_CONNECTED')
    })

    it('hostile answer: an account that is not one is refused with a typed error, nothing connected', async () => {
      const p = await h.page()
      p.garbage()
      const e = await p.adapter.connect({ connectorId: p.connectorId }).catch((x: unknown) => x)
      expect(isPorticoError(e), String(e)).toBe(true)
      expect(await codeOf(p.adapter.signMessage({ message: 'hi', address: p.address }))).toBe('NOT_CONNECTED')
    })

    it('§4 restore after a reload: the wallet that authorised the page, without a prompt; WalletConnect and unknown records give null', async () => {
      const p = await h.page()
      const r = await p.adapter.connect({ connectorId: p.connectorId })
      const again = p.reload()
      if (!h.restoresRemembered) expect(await again.restore({ connectorId: 'walletConnect' })).toBeNull()
      if (!h.restoresRemembered)
        expect(await again.restore({ connectorId: `${p.connectorId}-gone` })).toBeNull()
      const restored = await again.restore({ connectorId: p.connectorId })
      expect(restored).toMatchObject({ address: r.address, connectorId: p.connectorId })
    })

    it('§5 sign: the connected account signs; another address is INVALID_CAIP; after disconnect NOT_CONNECTED', async () => {
      const p = await h.page()
      await p.adapter.connect({ connectorId: p.connectorId })
      const signature = await p.adapter.signMessage({ message: 'Hello Portico', address: p.address })
      expect(typeof signature).toBe('string')
      expect(signature.length).toBeGreaterThan(0)
      expect(await codeOf(p.adapter.signMessage({ message: 'hi', address: `${p.address}x` }))).toBe(
        'INVALID_CAIP',
      )
      await p.adapter.disconnect()
      expect(await codeOf(p.adapter.signMessage({ message: 'hi', address: p.address }))).toBe('NOT_CONNECTED')
    })

    it('§4 events: our own disconnect is not reported; one the wallet makes is', async () => {
      const p = await h.page()
      await p.adapter.connect({ connectorId: p.connectorId })
      const before = p.events.length
      await p.adapter.disconnect()
      expect(p.events.slice(before).filter((e) => e.type === 'disconnect')).toEqual([])
      if (!p.end) return
      await p.adapter.connect({ connectorId: p.connectorId })
      p.end()
      await vi.waitFor(() => expect(p.events.at(-1)).toEqual({ type: 'disconnect' }))
      expect(await codeOf(p.adapter.signMessage({ message: 'hi', address: p.address }))).toBe('NOT_CONNECTED')
    })

    it.skipIf(!h.session)(
      '§4 WalletConnect: the session’s account, signing over it, its end reported; another namespace’s session refused',
      async () => {
        const s = await h.session!()
        const r = await s.adapter.connectWalletConnect!(s.session)
        expect(r).toMatchObject({ address: s.address, connectorId: 'walletConnect' })
        s.end()
        await vi.waitFor(() => expect(s.events.at(-1)).toEqual({ type: 'disconnect' }))
        expect(await codeOf(s.adapter.signMessage({ message: 'hi', address: s.address }))).toBe(
          'NOT_CONNECTED',
        )
        if (h.takesAnySession) return
        const foreign = Object.create(s.session, {
          namespace: { value: 'foreign' },
        }) as WalletConnectNamespaceSession
        expect(await codeOf(s.adapter.connectWalletConnect!(foreign))).toBe('NAMESPACE_NOT_CONFIGURED')
      },
    )
  })
}
