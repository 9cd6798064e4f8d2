/**
 * The frame's configuration: the networks the server injected into the page
 * (`<script type="application/json" id="portico-frame-config">`) and the query of `/frame`.
 * The RPC URLs come only from there: never from the page (docs/embedded-wallet.md, RPC methods).
 */
import { z } from 'zod/mini'

export interface FrameNetwork {
  caipNetworkId: string
  namespace: 'eip155' | 'solana'
  /** eip155 only: the numeric chain id */
  chainId?: number
  rpcUrl: string
  /** what the approval screen shows (the secure site's configuration; else the CAIP-2 id) */
  name: string
  /** eip155 only: the network's ERC-4337 bundler; with one, a smart account network */
  bundlerUrl?: string
  /** with a bundler: a 7702-delegated EOA, or a counterfactual SimpleAccount */
  smartAccount?: '7702' | 'counterfactual'
}

export interface FrameConfig {
  networks: FrameNetwork[]
  version: string
  projectId: string
  /** the CAIP-2 network the frame starts on (the query's chainId when configured, else the first eip155) */
  chainId: string
  enableLogger: boolean
}

const configSchema = z.object({
  networks: z
    .array(
      z.object({
        caipNetworkId: z.string().check(z.regex(/^(eip155:\d{1,15}|solana:[1-9A-HJ-NP-Za-km-z]{1,32})$/)),
        rpcUrl: z.string().check(z.maxLength(2000), z.regex(/^https?:\/\//)),
        name: z.optional(z.string().check(z.maxLength(60))),
        bundlerUrl: z.optional(z.string().check(z.maxLength(2000), z.regex(/^https?:\/\//))),
        smartAccount: z.optional(z.enum(['7702', 'counterfactual'])),
      }),
    )
    .check(z.maxLength(100)),
  version: z.optional(z.string().check(z.maxLength(50))),
})

/** null when the injected configuration is missing or malformed */
export function parseFrameConfig(json: string | null | undefined, search: string): FrameConfig | null {
  if (!json) return null
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return null
  }
  const parsed = configSchema.safeParse(raw)
  if (!parsed.success) return null
  const networks: FrameNetwork[] = parsed.data.networks.map(
    ({ caipNetworkId, rpcUrl, name: given, bundlerUrl, smartAccount }) => {
      const [namespace, reference] = caipNetworkId.split(':') as ['eip155' | 'solana', string]
      const name = given || caipNetworkId
      return namespace === 'eip155'
        ? {
            caipNetworkId,
            namespace,
            chainId: Number(reference),
            rpcUrl,
            name,
            ...(bundlerUrl ? { bundlerUrl, smartAccount: smartAccount ?? '7702' } : {}),
          }
        : { caipNetworkId, namespace, rpcUrl, name }
    },
  )
  const query = new URLSearchParams(search)
  const asked = query.get('chainId') ?? ''
  const wanted = /^\d+$/.test(asked) ? `eip155:${asked}` : asked
  const eip155 = networks.filter((n) => n.namespace === 'eip155')
  const start = eip155.find((n) => n.caipNetworkId === wanted) ?? eip155[0] ?? networks[0]
  return {
    networks,
    version: parsed.data.version ?? query.get('version') ?? '1',
    projectId: (query.get('projectId') ?? '').slice(0, 200),
    chainId: start?.caipNetworkId ?? 'eip155:1',
    enableLogger: query.get('enableLogger') === 'true',
  }
}

export function findNetwork(config: FrameConfig, caipNetworkId: string): FrameNetwork | undefined {
  return config.networks.find((n) => n.caipNetworkId === caipNetworkId)
}
