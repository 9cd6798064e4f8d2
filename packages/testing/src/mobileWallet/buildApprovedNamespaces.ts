/**
 * The namespaces the lab mobile wallet approves for a proposal: every requested chain of a
 * namespace it has keys for (required and optional namespaces merged; 2.x dapps send
 * everything as optional), its own account on each, the requested methods and events.
 * A required namespace it cannot serve rejects the proposal (-32602).
 */
import { invalidParams } from '@portico/lab-wallet/internal'

interface ProposalNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}

export interface ProposalLike {
  requiredNamespaces: Record<string, ProposalNamespace>
  optionalNamespaces?: Record<string, ProposalNamespace>
}

export interface SupportedNamespace {
  /** account address on a chain reference (the part after `ns:`) */
  address(chainRef: string): string
  methods: readonly string[]
}

export interface ApprovedNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** `eip155:1` keys (chain inside the key) become `{ eip155: { chains: ['eip155:1'] } }` */
function normalize(input: Record<string, ProposalNamespace> = {}): Record<string, ProposalNamespace> {
  const out: Record<string, ProposalNamespace> = {}
  for (const [key, value] of Object.entries(input)) {
    const [ns = key] = key.split(':')
    const chains = value.chains ?? (key.includes(':') ? [key] : [])
    const prev = out[ns]
    out[ns] = {
      chains: [...new Set([...(prev?.chains ?? []), ...chains])],
      methods: [...new Set([...(prev?.methods ?? []), ...value.methods])],
      events: [...new Set([...(prev?.events ?? []), ...value.events])],
    }
  }
  return out
}

export function buildApprovedNamespaces(
  proposal: ProposalLike,
  supported: Record<string, SupportedNamespace>,
): Record<string, ApprovedNamespace> {
  const required = normalize(proposal.requiredNamespaces)
  const optional = normalize(proposal.optionalNamespaces)
  for (const ns of Object.keys(required))
    if (!supported[ns]) throw invalidParams(`namespace ${ns} is not supported by this wallet`)
  const approved: Record<string, ApprovedNamespace> = {}
  for (const ns of new Set([...Object.keys(required), ...Object.keys(optional)])) {
    const support = supported[ns]
    if (!support) continue
    const chains = [...new Set([...(required[ns]?.chains ?? []), ...(optional[ns]?.chains ?? [])])]
    if (chains.length === 0) continue
    const methods = [...new Set([...(required[ns]?.methods ?? []), ...(optional[ns]?.methods ?? [])])]
    const events = [...new Set([...(required[ns]?.events ?? []), ...(optional[ns]?.events ?? [])])]
    approved[ns] = {
      chains,
      accounts: chains.map((c) => `${c}:${support.address(c.split(':')[1] ?? '')}`),
      // the wallet answers what it can; asking for more is allowed (the requests fail with 4200)
      methods: methods.length ? methods : [...support.methods],
      events,
    }
  }
  if (Object.keys(approved).length === 0) throw invalidParams('no namespace of the proposal is supported')
  return approved
}
