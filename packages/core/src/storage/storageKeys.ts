import { z } from 'zod/mini'

const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const
const namespace = z.enum(NAMESPACES)
const CAIP_NETWORK_ID = /^[a-z0-9-]+:[-_a-zA-Z0-9]+$/

type Namespace = (typeof NAMESPACES)[number]

/**
 * Bad stored data resets only itself. A record or list is read entry by
 * entry: an unknown namespace or a malformed entry is dropped alone and never takes the valid
 * entries beside it (a whole-value schema would throw away every entry for one bad one). Plain
 * readers behind the one method storage calls (`safeParse`): zod's pipe and transform would add
 * to the host's startup bundle for two loops.
 */
function entryWise<T>(read: (value: unknown) => T | undefined): z.ZodMiniType<T> {
  return {
    safeParse(value: unknown) {
      const data = read(value)
      return data === undefined ? { success: false, error: new Error('invalid') } : { success: true, data }
    },
  } as unknown as z.ZodMiniType<T>
}
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const activeNetworksSchema = entryWise((raw) => {
  if (!isPlainObject(raw)) return undefined
  const out: Partial<Record<Namespace, string>> = {}
  for (const [ns, id] of Object.entries(raw))
    if ((NAMESPACES as readonly string[]).includes(ns) && typeof id === 'string' && CAIP_NETWORK_ID.test(id))
      out[ns as Namespace] = id
  return out
})
const recentWalletsSchema = entryWise((raw) =>
  Array.isArray(raw)
    ? raw.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 256)
    : undefined,
)

/**
 * Every key Portico persists (under STORAGE_PREFIX) with the schema its stored value must match.
 * Core's own: adapters keep their own keys (e.g. wagmi's store) and never read these.
 */
export const STORAGE_KEYS = {
  /** per namespace; each entry is checked on its own (connection/storedConnections.ts) */
  connections: { key: 'connections', schema: z.record(z.string(), z.unknown()) },
  activeNamespace: { key: 'activeNamespace', schema: namespace },
  activeNetworks: { key: 'activeNetworks', schema: activeNetworksSchema },
  recentWallets: { key: 'recentWallets', schema: recentWalletsSchema },
  socialProvider: { key: 'socialProvider', schema: z.string() },
  /**
   * until when a WalletConnect QR shown on this page may still be answered, and its pairing:
   * `<ms since epoch> <pairing topic>` (a string: no object schema in the startup bundle)
   */
  walletConnectPending: { key: 'wcPending', schema: z.string().check(z.regex(/^\d{1,15} [0-9a-f]{64}$/)) },
} as const
