import { z } from 'zod/mini'

const namespace = z.enum(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])

/**
 * Every key Portico persists (under STORAGE_PREFIX) with the schema its stored value must match.
 * Core's own: adapters keep their own keys (e.g. wagmi's store) and never read these.
 */
export const STORAGE_KEYS = {
  /** per namespace; each entry is checked on its own (connection/storedConnections.ts) */
  connections: { key: 'connections', schema: z.record(z.string(), z.unknown()) },
  activeNamespace: { key: 'activeNamespace', schema: namespace },
  activeNetworks: {
    key: 'activeNetworks',
    schema: z.partialRecord(namespace, z.string().check(z.regex(/^[a-z0-9-]+:[-_a-zA-Z0-9]+$/))),
  },
  recentWallets: { key: 'recentWallets', schema: z.array(z.string()) },
  socialProvider: { key: 'socialProvider', schema: z.string() },
} as const
