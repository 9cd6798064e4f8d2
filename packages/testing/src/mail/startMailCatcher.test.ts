/**
 * The mail catcher over real sockets: a plain SMTP client (written here with node:net, so this
 * package needs no mail library of its own) sends; the mail is read back through waitForMail,
 * messages() and GET /api/messages; the inbox page escapes every text and links only http(s) URLs.
 * (apps/secure-site's tests send to it with nodemailer.)
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaughtMail } from './CaughtMail.js'
import { escapeHtml, linkify } from './inboxPage.js'
import { type MailCatcher, startMailCatcher } from './startMailCatcher.js'

/** sends one mail with the bare SMTP dialogue: each command waits for the server's final reply */
async function sendRaw(port: number, mail: { from: string; to: string[]; subject: string; body: string }) {
  const socket = connect(port, '127.0.0.1')
  socket.setEncoding('utf8')
  let buffer = ''
  let pending: ((line: string) => void) | undefined
  socket.on('data', (chunk: string) => {
    buffer += chunk
    for (;;) {
      const end = buffer.indexOf('\r\n')
      if (end < 0) break
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      // "250-..." continues, "250 ..." is the final line of a reply
      if (line[3] !== '-' && pending) {
        const p = pending
        pending = undefined
        p(line)
      }
    }
  })
  const reply = () => new Promise<string>((resolve) => (pending = resolve))
  const command = async (text: string, expected: string) => {
    const r = reply()
    socket.write(`${text}\r\n`)
    const line = await r
    if (!line.startsWith(expected)) throw new Error(`${text} -> ${line}`)
  }
  expect(await reply()).toMatch(/^220/)
  await command('EHLO test.local', '250')
  await command(`MAIL FROM:<${mail.from}>`, '250')
  for (const to of mail.to) await command(`RCPT TO:<${to}>`, '250')
  await command('DATA', '354')
  const message = [
    `From: ${mail.from}`,
    `To: ${mail.to.join(', ')}`,
    `Subject: ${mail.subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    ...mail.body.split('\n').map((l) => (l.startsWith('.') ? `.${l}` : l)),
    '.',
  ].join('\r\n')
  await command(message, '250')
  await command('QUIT', '221')
  socket.end()
}

let catcher: MailCatcher
beforeAll(async () => {
  catcher = await startMailCatcher()
})
afterAll(() => catcher.stop())

describe('startMailCatcher', () => {
  it('catches a mail sent over SMTP: waitForMail, messages() and GET /api/messages?to=', async () => {
    catcher.clear()
    const waiting = catcher.waitForMail({ to: 'Ann@Example.com', subjectIncludes: 'code' })
    await sendRaw(catcher.smtpPort, {
      from: 'portico@localhost',
      to: ['ann@example.com'],
      subject: 'Your Portico login code',
      body: '123456 is your code.\nIt is valid for 10 minutes.',
    })
    const mail = await waiting
    expect(mail).toMatchObject({
      id: expect.any(String),
      from: 'portico@localhost',
      to: ['ann@example.com'],
      subject: 'Your Portico login code',
    })
    expect(mail.text).toContain('123456 is your code.')
    expect(catcher.messages().map((m) => m.id)).toEqual([mail.id])

    await sendRaw(catcher.smtpPort, {
      from: 'x@localhost',
      to: ['bob@example.com'],
      subject: 'Hi',
      body: 'b',
    })
    const res = await fetch(`${catcher.url}/api/messages?to=ann@example.com`)
    expect(res.headers.get('content-type')).toBe('application/json')
    const list = (await res.json()) as (Omit<CaughtMail, 'date'> & { date: string })[]
    expect(list.map((m) => m.subject)).toEqual(['Your Portico login code'])
    const all = (await (await fetch(`${catcher.url}/api/messages`)).json()) as { subject: string }[]
    // newest first
    expect(all.map((m) => m.subject)).toEqual(['Hi', 'Your Portico login code'])
  })

  it('waitForMail with `after` waits for a later mail; it rejects after its timeout', async () => {
    catcher.clear()
    await sendRaw(catcher.smtpPort, { from: 'a@localhost', to: ['c@example.com'], subject: 'one', body: '1' })
    const first = await catcher.waitForMail({ to: 'c@example.com' })
    const next = catcher.waitForMail({ to: 'c@example.com', after: first })
    await sendRaw(catcher.smtpPort, { from: 'a@localhost', to: ['c@example.com'], subject: 'two', body: '2' })
    expect((await next).subject).toBe('two')
    await expect(catcher.waitForMail({ to: 'nobody@example.com', timeoutMs: 50 })).rejects.toThrow(
      /No mail to nobody@example.com within 50 ms/,
    )
  })

  it('the inbox page escapes every text, links only http(s) URLs and reloads every 3 s', async () => {
    catcher.clear()
    await sendRaw(catcher.smtpPort, {
      from: 'a@localhost',
      to: ['d@example.com'],
      subject: '<script>alert(1)</script>',
      body: 'Open http://localhost:1234/device/approve?token=a_b-c&x=1 now.\njavascript:alert(2) <img src=x onerror=alert(3)>',
    })
    await catcher.waitForMail({ to: 'd@example.com' })
    const res = await fetch(catcher.url)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await res.text()
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(3)&gt;')
    expect(html).toContain(
      '<a href="http://localhost:1234/device/approve?token=a_b-c&amp;x=1" rel="noreferrer noopener" target="_blank">',
    )
    expect(html).not.toMatch(/href="javascript/i)
    expect(html).toContain('<meta http-equiv="refresh" content="3">')
  })

  it('linkify and escapeHtml', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    expect(linkify('see https://a.example/x. done')).toBe(
      'see <a href="https://a.example/x" rel="noreferrer noopener" target="_blank">https://a.example/x</a>. done',
    )
    expect(linkify('ftp://a.example javascript:alert(1)')).toBe('ftp://a.example javascript:alert(1)')
    expect(linkify('http://a"onmouseover="x')).toContain('href="http://a"')
  })
})
