/**
 * A local mail catcher for the lab and the tests: an SMTP server (by default no TLS, no auth:
 * `smtp-server` with `authOptional` and STARTTLS/AUTH off; with `login` it takes mail only after
 * AUTH PLAIN/LOGIN, with `tls` it offers STARTTLS and, with `login`, takes AUTH only over it, as a
 * production relay does) keeps every mail it gets in memory, parsed with
 * `mailparser`; an HTTP server on the same host shows them: `GET /` an inbox page (newest first,
 * reloads every 3 s), `GET /api/messages?to=` the same as JSON. Both listen on 127.0.0.1 by default.
 */
import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { CaughtMail, WaitForMailOptions } from './CaughtMail.js'
import { inboxPage } from './inboxPage.js'

export interface StartMailCatcherOptions {
  /** a free port when absent */
  smtpPort?: number
  /** a free port when absent */
  httpPort?: number
  /** default 127.0.0.1 */
  host?: string
  /** take mail only from a client that logs in with these (AUTH PLAIN or LOGIN) */
  login?: { user: string; pass: string }
  /** offer STARTTLS with this key and certificate (PEM); with `login`, AUTH only after it */
  tls?: { key: string; cert: string }
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export interface MailCatcher {
  readonly host: string
  readonly smtpPort: number
  /** the inbox page, http://HOST:PORT */
  readonly url: string
  /** every mail received, in arrival order */
  messages(): CaughtMail[]
  /**
   * the newest mail matching (to, subject, received after `after`: a time, or a mail for "any
   * later mail"); else the next one to arrive; rejects after `timeoutMs` (10 s)
   */
  waitForMail(
    opts: Omit<WaitForMailOptions, 'after'> & { after?: Date | number | CaughtMail },
  ): Promise<CaughtMail>
  clear(): void
  stop(): Promise<void>
}

const MAX_MAIL_BYTES = 1024 * 1024

export async function startMailCatcher(opts: StartMailCatcherOptions = {}): Promise<MailCatcher> {
  const host = opts.host ?? '127.0.0.1'
  const mails: CaughtMail[] = []
  const waiters = new Set<{ test: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }>()
  let nextId = 1

  const received = (m: CaughtMail) => {
    mails.push(m)
    for (const w of [...waiters])
      if (w.test(m)) {
        waiters.delete(w)
        w.resolve(m)
      }
  }

  const { login, tls } = opts
  const smtp = new SMTPServer({
    authOptional: !login,
    disabledCommands: [...(tls ? [] : ['STARTTLS']), ...(login ? [] : ['AUTH'])],
    ...(tls ? { key: tls.key, cert: tls.cert } : {}),
    ...(login
      ? {
          authMethods: ['PLAIN', 'LOGIN'],
          allowInsecureAuth: !tls,
          onAuth(auth, _session, callback) {
            const ok = sameText(auth.username ?? '', login.user) && sameText(auth.password ?? '', login.pass)
            callback(
              ok ? null : new Error('Invalid username or password'),
              ok ? { user: login.user } : undefined,
            )
          },
        }
      : {}),
    logger: false,
    // stop() must not wait for a client that keeps its connection (the default is 30 s)
    closeTimeout: 500,
    size: MAX_MAIL_BYTES,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) return callback(new Error('Message too large'))
          const envelopeFrom = session.envelope.mailFrom || undefined
          received({
            id: String(nextId++),
            from: envelopeFrom?.address || parsed.from?.text || '',
            to: session.envelope.rcptTo.map((a) => a.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
            date: new Date(),
          })
          callback()
        })
        .catch((e: unknown) => callback(e instanceof Error ? e : new Error(String(e))))
    },
  })
  // a client that drops its connection must not bring the catcher down
  smtp.on('error', () => undefined)
  const smtpPort = await new Promise<number>((resolve, reject) => {
    const s = smtp.listen(opts.smtpPort ?? 0, host, () => resolve((s.address() as AddressInfo).port))
    s.once('error', reject)
  })

  const matcher = (to: string | undefined) => (m: CaughtMail) => !to || m.to.includes(to.trim().toLowerCase())
  const http = createServer((req, res) => serveHttp(req, res))
  const serveHttp = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://catcher')
    const to = url.searchParams.get('to') ?? undefined
    const list = mails.filter(matcher(to)).reverse()
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end()
    } else if (url.pathname === '/') {
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        })
        .end(inboxPage(list, to))
    } else if (url.pathname === '/api/messages') {
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(list))
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
  }
  const httpPort = await listen(http, opts.httpPort ?? 0, host)

  return {
    host,
    smtpPort,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${httpPort}`,
    messages: () => [...mails],
    waitForMail({ to, subjectIncludes, after, timeoutMs = 10_000 }) {
      const isAfter =
        after === undefined
          ? () => true
          : typeof after === 'object' && 'id' in after
            ? (m: CaughtMail) => Number(m.id) > Number(after.id)
            : (m: CaughtMail) => m.date.getTime() >= new Date(after).getTime()
      const test = (m: CaughtMail) =>
        matcher(to)(m) && (!subjectIncludes || m.subject.includes(subjectIncludes)) && isAfter(m)
      const found = mails.filter(test).pop()
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (m: CaughtMail) => {
            clearTimeout(timer)
            resolve(m)
          },
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms (received: ${seen})`))
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    clear() {
      mails.length = 0
    },
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve())
          http.closeAllConnections()
        }),
      ])
    },
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}
