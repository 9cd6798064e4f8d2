/**
 * Message storage of the local relay: per topic, with a TTL, remembering which clients got
 * each message so a client that subscribes late (or reconnects) receives what it missed once.
 */

export interface StoredMessage {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  /** client id of the publisher (never echoed back to it) */
  from: string
  /** client ids the message was delivered to */
  deliveredTo: Set<string>
}

export interface RelayMailbox {
  store(msg: { topic: string; message: string; ttlSeconds: number; from: string }): StoredMessage
  /** undelivered, unexpired messages of `topics` for `clientId`, oldest first; marks them delivered */
  takeFor(clientId: string, topics: Iterable<string>): StoredMessage[]
  markDelivered(msg: StoredMessage, clientId: string): void
  size(): number
  /** forgets every stored message (a relay that crashed without persistence) */
  clear(): void
}

const DEFAULT_TTL_SECONDS = 300
const MAX_TTL_SECONDS = 30 * 24 * 3600

export function createRelayMailbox(now: () => number = Date.now): RelayMailbox {
  const byTopic = new Map<string, StoredMessage[]>()

  const prune = (topic: string) => {
    const list = byTopic.get(topic)
    if (!list) return []
    const t = now()
    const alive = list.filter((m) => m.expiresAt > t)
    if (alive.length) byTopic.set(topic, alive)
    else byTopic.delete(topic)
    return alive
  }

  return {
    store({ topic, message, ttlSeconds, from }) {
      const ttl =
        Number.isFinite(ttlSeconds) && ttlSeconds > 0
          ? Math.min(ttlSeconds, MAX_TTL_SECONDS)
          : DEFAULT_TTL_SECONDS
      const publishedAt = now()
      const msg: StoredMessage = {
        topic,
        message,
        publishedAt,
        expiresAt: publishedAt + ttl * 1000,
        from,
        deliveredTo: new Set(),
      }
      const list = prune(topic)
      // the same payload twice (a client retrying a publish) is stored once
      if (!list.some((m) => m.message === message)) byTopic.set(topic, [...list, msg])
      return msg
    },
    takeFor(clientId, topics) {
      const out: StoredMessage[] = []
      for (const topic of topics)
        for (const m of prune(topic)) {
          if (m.from === clientId || m.deliveredTo.has(clientId)) continue
          m.deliveredTo.add(clientId)
          out.push(m)
        }
      return out.sort((a, b) => a.publishedAt - b.publishedAt)
    },
    markDelivered(msg, clientId) {
      msg.deliveredTo.add(clientId)
    },
    clear() {
      byTopic.clear()
    },
    size() {
      let n = 0
      for (const topic of [...byTopic.keys()]) n += prune(topic).length
      return n
    },
  }
}
