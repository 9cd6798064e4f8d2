import type { Connector } from '../types/connector.js'

const text = (v: unknown, max = 200): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max

/**
 * The connectors an adapter reported, as the dialog may show them: a connector whose id or name
 * is not a short non-empty string (a hostile or broken wallet's announcement) is dropped, and
 * optional fields that are not strings are removed. Whatever an adapter passes on, core's state
 * only holds well-formed connectors (the views render them as text).
 */
export function validConnectors(input: unknown): Connector[] {
  if (!Array.isArray(input)) return []
  const out: Connector[] = []
  for (const c of input as Partial<Record<keyof Connector, unknown>>[]) {
    if (typeof c !== 'object' || c === null || !text(c.id) || !text(c.name) || !text(c.type, 40)) continue
    out.push({
      id: c.id,
      type: c.type as Connector['type'],
      name: c.name,
      chain: c.chain as Connector['chain'],
      ...(text(c.imageUrl, 1_000_000) ? { imageUrl: c.imageUrl } : {}),
      ...(text(c.rdns) ? { rdns: c.rdns } : {}),
      ...(text(c.explorerId) ? { explorerId: c.explorerId } : {}),
    })
  }
  return out
}
