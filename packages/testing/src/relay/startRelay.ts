/**
 * A local WalletConnect relay (JSON-RPC over WebSocket on 127.0.0.1) that the real
 * `@walletconnect/*` 2.x clients accept. Written here because no relay server is published on
 * npm (the hosted relay is closed source); it speaks the subset of the relay protocol the
 * sign/universal-provider/walletkit clients use:
 *
 * irn_subscribe, irn_batchSubscribe, irn_unsubscribe, irn_batchUnsubscribe, irn_publish,
 * irn_batchPublish, irn_batchFetchMessages, wc_proposeSession, wc_approveSession; pushes
 * `irn_subscription {id, data:{topic,message,publishedAt}}`; stores messages per topic with
 * their TTL so a late subscriber gets them; never echoes a message to its publisher; pings
 * every 10 s (clients drop a socket that is silent for 35 s). The auth JWT is accepted as is;
 * its `iss` (the client's did:key) identifies the client across reconnects.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { createRelayMailbox, type StoredMessage } from './relayMailbox.js'

export interface StartRelayOptions {
  /** fixed port; a free port when absent */
  port?: number
  /** ws ping interval in ms (default 10 s) */
  pingIntervalMs?: number
}

export interface Relay {
  /** ws://127.0.0.1:PORT */
  readonly url: string
  readonly port: number
  /** closes every socket and the server */
  stop(): Promise<void>
  /** drops every client and listens again on the same port, keeping stored messages */
  restart(): Promise<void>
  /** like restart, but the stored messages are lost (a relay without persistence crashed) */
  crash(): Promise<void>
  /** connected sockets (for tests) */
  clientCount(): number
}

interface Client {
  id: string
  socket: WebSocket
  topics: Set<string>
}

interface RpcRequest {
  id: number | string
  jsonrpc: '2.0'
  method: string
  params?: Record<string, unknown>
}

export async function startRelay(opts: StartRelayOptions = {}): Promise<Relay> {
  const mailbox = createRelayMailbox()
  const clients = new Set<Client>()
  let server: Server | undefined
  let wss: WebSocketServer | undefined
  let port = opts.port ?? 0
  let pinger: ReturnType<typeof setInterval> | undefined

  const send = (socket: WebSocket, payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
  }
  const push = (client: Client, m: StoredMessage) =>
    send(client.socket, {
      id: nextId(),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(m.topic),
        data: { topic: m.topic, message: m.message, publishedAt: m.publishedAt },
      },
    })

  /** stores the message and delivers it to every subscriber but its publisher */
  const publish = (from: Client, topic: string, message: string, ttl: number) => {
    const stored = mailbox.store({ topic, message, ttlSeconds: ttl, from: from.id })
    for (const c of clients) {
      if (c.id === from.id || !c.topics.has(topic)) continue
      mailbox.markDelivered(stored, c.id)
      push(c, stored)
    }
  }

  const subscribe = (client: Client, topics: string[]) => {
    for (const t of topics) client.topics.add(t)
    // deliver what was stored before this client subscribed (after the response is sent)
    setTimeout(() => {
      for (const m of mailbox.takeFor(client.id, topics)) push(client, m)
    }, 0)
  }

  const handle = (client: Client, req: RpcRequest): unknown => {
    const p = req.params ?? {}
    const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : undefined)
    const strs = (k: string) =>
      Array.isArray(p[k]) ? (p[k] as unknown[]).filter((x): x is string => typeof x === 'string') : []
    const ttl = typeof p.ttl === 'number' ? p.ttl : 300
    switch (req.method) {
      case 'irn_subscribe': {
        const topic = str('topic')
        if (!topic) throw new RpcError(-32602, 'topic required')
        subscribe(client, [topic])
        return subscriptionId(topic)
      }
      case 'irn_batchSubscribe': {
        const topics = strs('topics')
        subscribe(client, topics)
        return topics.map(subscriptionId)
      }
      case 'irn_unsubscribe': {
        const topic = str('topic')
        if (topic) client.topics.delete(topic)
        return true
      }
      case 'irn_batchUnsubscribe': {
        const subs = Array.isArray(p.subscriptions) ? (p.subscriptions as { topic?: unknown }[]) : []
        for (const s of subs) if (typeof s?.topic === 'string') client.topics.delete(s.topic)
        return true
      }
      case 'irn_publish': {
        const topic = str('topic')
        const message = str('message')
        if (!topic || !message) throw new RpcError(-32602, 'topic and message required')
        publish(client, topic, message, ttl)
        return true
      }
      case 'irn_batchPublish': {
        const messages = Array.isArray(p.messages) ? (p.messages as Record<string, unknown>[]) : []
        for (const m of messages)
          if (typeof m?.topic === 'string' && typeof m.message === 'string')
            publish(client, m.topic, m.message, typeof m.ttl === 'number' ? m.ttl : ttl)
        return true
      }
      case 'irn_batchFetchMessages': {
        const topics = strs('topics')
        const messages = mailbox.takeFor(client.id, topics).map((m) => ({
          topic: m.topic,
          message: m.message,
          publishedAt: m.publishedAt,
        }))
        return { messages, hasMore: false }
      }
      case 'wc_proposeSession': {
        const pairingTopic = str('pairingTopic')
        const proposal = str('sessionProposal')
        if (!pairingTopic || !proposal)
          throw new RpcError(-32602, 'pairingTopic and sessionProposal required')
        client.topics.add(pairingTopic)
        publish(client, pairingTopic, proposal, ttl)
        return true
      }
      case 'wc_approveSession': {
        const sessionTopic = str('sessionTopic')
        const pairingTopic = str('pairingTopic')
        const response = str('sessionProposalResponse')
        const settle = str('sessionSettlementRequest')
        if (!sessionTopic || !pairingTopic || !response || !settle)
          throw new RpcError(-32602, 'sessionTopic, pairingTopic and both messages required')
        client.topics.add(sessionTopic)
        publish(client, pairingTopic, response, ttl)
        publish(client, sessionTopic, settle, ttl)
        return true
      }
      default:
        throw new RpcError(-32601, `method not found: ${req.method}`)
    }
  }

  const onConnection = (socket: WebSocket, url: string) => {
    const client: Client = { id: clientIdFrom(url), socket, topics: new Set() }
    clients.add(client)
    socket.on('message', (data) => {
      let msg: unknown
      try {
        msg = JSON.parse(String(data))
      } catch {
        send(socket, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'parse error' } })
        return
      }
      const req = msg as Partial<RpcRequest>
      // responses (the client acknowledging an irn_subscription) need no answer
      if (typeof req.method !== 'string' || req.id === undefined) return
      try {
        const result = handle(client, req as RpcRequest)
        send(socket, { id: req.id, jsonrpc: '2.0', result })
      } catch (e) {
        const code = e instanceof RpcError ? e.code : -32603
        const message = e instanceof Error ? e.message : String(e)
        send(socket, { id: req.id, jsonrpc: '2.0', error: { code, message } })
      }
    })
    socket.on('close', () => clients.delete(client))
    socket.on('error', () => clients.delete(client))
  }

  const listen = async () => {
    const http = createServer((_req, res) => {
      res.writeHead(426, { 'content-type': 'text/plain' }).end('websocket only')
    })
    const ws = new WebSocketServer({ server: http })
    ws.on('connection', (socket, req) => onConnection(socket, req.url ?? '/'))
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject)
      http.listen(port, '127.0.0.1', () => resolve())
    })
    port = (http.address() as AddressInfo).port
    server = http
    wss = ws
    pinger = setInterval(() => {
      for (const c of clients) if (c.socket.readyState === c.socket.OPEN) c.socket.ping()
    }, opts.pingIntervalMs ?? 10_000)
    pinger.unref?.()
  }

  const close = async () => {
    if (pinger) clearInterval(pinger)
    for (const c of clients) c.socket.terminate()
    clients.clear()
    const ws = wss
    const http = server
    wss = undefined
    server = undefined
    if (ws) await new Promise<void>((r) => ws.close(() => r()))
    if (http) await new Promise<void>((r) => http.close(() => r()))
  }

  await listen()
  return {
    get url() {
      return `ws://127.0.0.1:${port}`
    },
    get port() {
      return port
    },
    stop: close,
    async restart() {
      await close()
      await listen()
    },
    async crash() {
      await close()
      mailbox.clear()
      await listen()
    },
    clientCount: () => clients.size,
  }
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

let counter = 0
function nextId(): number {
  counter = (counter + 1) % 1_000_000
  return Date.now() * 1000 + counter
}

function subscriptionId(topic: string): string {
  return `sub-${topic}`
}

/** the JWT's `iss` (did:key of the client); a random id when the URL carries no readable JWT */
export function clientIdFrom(url: string): string {
  try {
    const auth = new URL(url, 'ws://127.0.0.1').searchParams.get('auth')
    const payload = auth?.split('.')[1]
    if (payload) {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
      if (typeof claims.iss === 'string' && claims.iss) return claims.iss
    }
  } catch {
    // fall through
  }
  return `anon-${randomBytes(8).toString('hex')}`
}
