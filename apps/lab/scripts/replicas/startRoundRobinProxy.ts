/**
 * A round-robin reverse proxy on 127.0.0.1 in front of a server's replicas (issue 28: the replica
 * test and `pnpm lab --replicas`), doing what an operator's nginx or load balancer does for them:
 * - each request goes to the next replica in turn; no sticky sessions;
 * - a replica that refuses the connection (it is down: `kill -9`, a restart) is skipped and the
 *   same request goes to the next one (nginx's `proxy_next_upstream error` for a connection that
 *   never opened); a replica that dies while it holds a request (a long poll) gives that request a
 *   502, as nginx does for a request it already sent (the frame's polls wait that out);
 * - `X-Forwarded-For` gets the client's address appended (the servers run with TRUSTED_PROXIES=1),
 *   `Host` is passed unchanged;
 * - every answer names the replica that gave it (`X-Portico-Replica`), and the proxy keeps a log
 *   of who answered what: the tests prove that a step landed on the other replica.
 * `pin` sends the requests a test names to one replica first (the rest still round-robin).
 *
 * Written here rather than on http-proxy: the parts that matter (round robin, the next replica
 * on a refused connection, which needs the request body kept; the replica header and log; pins)
 * are this file, and the forwarding itself is a few lines of node:http. http-proxy (last release
 * 2020) brings none of them; http-proxy-3 needs Node 22. Neither server speaks WebSocket, so
 * upgrades are not forwarded.
 */
import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ProxyBackend {
  /** the replica's name in the log and the X-Portico-Replica header */
  name: string
  /** http://127.0.0.1:PORT */
  url: string
}

export interface ProxyLogEntry {
  method: string
  /** the path without the query string */
  path: string
  /** the replica that answered, or undefined when none did (502) */
  replica: string | undefined
  /** replicas that refused the connection first */
  refused: string[]
  status: number
}

export interface RoundRobinProxy {
  url: string
  port: number
  /** every request so far, oldest first (the newest 5,000) */
  readonly log: ProxyLogEntry[]
  /** requests whose method and path `match` go to `replica` first; returns the unpin */
  pin(match: (method: string, path: string) => boolean, replica: string): () => void
  close(): Promise<void>
}

/** request headers that concern one connection, not the request (RFC 9110 §7.6.1) */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
])
const MAX_BODY = 10 * 1024 * 1024
const LOG_SIZE = 5000

class BadGateway extends Error {
  constructor(
    message: string,
    /** true when the replica never got the request: another one may take it */
    readonly retry: boolean,
  ) {
    super(message)
  }
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_BODY) {
        reject(new Error('request body too large'))
        req.destroy()
      } else chunks.push(c)
    })
    req.on('end', () => resolve(chunks.length > 0 ? Buffer.concat(chunks) : undefined))
    req.on('error', reject)
  })
}

export async function startRoundRobinProxy(opts: {
  backends: ProxyBackend[]
  /** default: a free port */
  port?: number
}): Promise<RoundRobinProxy> {
  if (opts.backends.length === 0) throw new Error('the proxy needs a backend')
  const backends = opts.backends.map((b) => ({ ...b, target: new URL(b.url) }))
  // one keep-alive pool per replica, as nginx's upstream keepalive
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const log: ProxyLogEntry[] = []
  const pins: { match: (method: string, path: string) => boolean; replica: string }[] = []
  let turn = 0

  const record = (e: ProxyLogEntry) => {
    if (log.push(e) > LOG_SIZE) log.shift()
  }

  function forward(
    backend: (typeof backends)[number],
    req: IncomingMessage,
    headers: IncomingHttpHeaders,
    body: Buffer | undefined,
    client: ServerResponse,
    onResponse: (res: IncomingMessage) => void,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      let answered = false
      const up = request(
        {
          host: backend.target.hostname,
          port: backend.target.port,
          method: req.method,
          path: req.url,
          headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
          agent,
        },
        (res) => {
          answered = true
          onResponse(res)
          res.on('end', () => resolve())
          res.on('error', (e) => reject(e))
        },
      )
      up.on('error', (e: NodeJS.ErrnoException) => {
        if (answered) return reject(e)
        // refused: the replica is not there; reset on a kept-alive socket before any answer: the
        // replica closed an idle connection (or died) and never read this request
        const retry = e.code === 'ECONNREFUSED' || (up.reusedSocket && e.code === 'ECONNRESET')
        reject(new BadGateway(`${backend.name}: ${e.code ?? e.message}`, retry))
      })
      // the client went away (a closed tab, an aborted fetch): so does its request upstream
      client.on('close', () => {
        if (!client.writableFinished) up.destroy()
      })
      up.end(body)
    })
  }

  const server = createServer(async (req, res) => {
    const method = req.method ?? 'GET'
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    let body: Buffer | undefined
    try {
      body = await readBody(req)
    } catch {
      res.writeHead(413).end()
      return
    }
    const headers: IncomingHttpHeaders = {}
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v
    delete headers['content-length']
    const client = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? ''
    const prior = req.headers['x-forwarded-for']
    headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client
    headers['x-forwarded-proto'] = 'http'

    const first = turn++ % backends.length
    const order = backends.map((_, i) => backends[(first + i) % backends.length]!)
    const pinned = pins.find((p) => p.match(method, path))
    if (pinned) {
      const i = order.findIndex((b) => b.name === pinned.replica)
      if (i > 0) order.unshift(...order.splice(i, 1))
    }
    const refused: string[] = []
    for (const backend of order) {
      try {
        await forward(backend, req, headers, body, res, (up) => {
          const out: Record<string, string | string[]> = {}
          for (const [k, v] of Object.entries(up.headers))
            if (v !== undefined && !HOP_BY_HOP.has(k) && k !== 'content-length' && k !== 'date') out[k] = v
          if (up.headers['content-length'] !== undefined) out['content-length'] = up.headers['content-length']
          out['x-portico-replica'] = backend.name
          res.writeHead(up.statusCode ?? 502, out)
          up.pipe(res)
          record({ method, path, replica: backend.name, refused: [...refused], status: up.statusCode ?? 0 })
        })
        return
      } catch (e) {
        if (e instanceof BadGateway && e.retry) {
          refused.push(backend.name)
          continue
        }
        // the replica died holding the request: 502 if nothing was sent yet, else cut the answer
        if (!res.headersSent) {
          record({ method, path, replica: undefined, refused: [...refused, backend.name], status: 502 })
          res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway')
        } else res.destroy()
        return
      }
    }
    record({ method, path, replica: undefined, refused, status: 502 })
    res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway: no replica answers')
  })
  // long polls hold 25 s; a client that keeps its connection open is not cut by the proxy
  server.requestTimeout = 0
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    pin(match, replica) {
      if (!backends.some((b) => b.name === replica)) throw new Error(`no replica ${replica}`)
      const entry = { match, replica }
      pins.push(entry)
      return () => {
        const i = pins.indexOf(entry)
        if (i >= 0) pins.splice(i, 1)
      }
    },
    close() {
      agent.destroy()
      return new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
