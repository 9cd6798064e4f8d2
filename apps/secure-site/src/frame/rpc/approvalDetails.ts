/**
 * What the approval screen shows, as plain data (built in rpc/, drawn as text by
 * screens/approveScreen.ts). Every string may come from the page or the chain: it is only ever
 * put into the DOM with textContent.
 */
export interface TreeEntry {
  key: string
  value?: string
  children?: TreeEntry[]
}

export type DetailItem =
  | { kind: 'row'; label: string; value: string; mono?: boolean }
  | { kind: 'block'; label: string; value: string; mono?: boolean }
  | { kind: 'tree'; label: string; entries: TreeEntry[] }
  | { kind: 'note'; text: string; tone: 'ok' | 'danger' | 'muted' }
  | { kind: 'warning'; text: string }
  | { kind: 'group'; label: string; items: DetailItem[] }

export interface ApprovalDetails {
  method: string
  title: string
  /** the network's name (the secure site's configuration), else its CAIP-2 id */
  network: string
  account: string
  items: DetailItem[]
}

const PRINTABLE = /^[^\p{Cc}\p{Cs}\p{Co}\p{Cn}]*$/u
const CONTROL_OK = /[\n\r\t]/g

/** bytes as UTF-8 text when they are printable text, else null */
export function printableText(bytes: Uint8Array): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  return PRINTABLE.test(text.replace(CONTROL_OK, '')) ? text : null
}

const MAX_DEPTH = 6
const MAX_ENTRIES = 200

/** a JSON-ish value (EIP-712 message) as a tree of text, bounded in depth and size */
export function toTree(value: unknown): TreeEntry[] {
  let budget = MAX_ENTRIES
  const walk = (v: unknown, depth: number): TreeEntry[] => {
    const pairs: [string, unknown][] = Array.isArray(v)
      ? v.map((x, i) => [String(i), x])
      : v && typeof v === 'object'
        ? Object.entries(v)
        : []
    const out: TreeEntry[] = []
    for (const [key, child] of pairs) {
      if (budget-- <= 0) {
        out.push({ key: '…', value: '…' })
        break
      }
      if (child && typeof child === 'object' && depth < MAX_DEPTH)
        out.push({ key, children: walk(child, depth + 1) })
      else out.push({ key, value: leaf(child) })
    }
    return out
  }
  return walk(value, 0)
}

function leaf(v: unknown): string {
  if (typeof v === 'string') return v.slice(0, 1000)
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v)
  if (v === null || v === undefined) return String(v)
  return '…'
}
