import { createServer } from 'node:net'
import { createLogger } from '@portico/server-kit'
import { describe, expect, it } from 'vitest'
import { createMailer } from './createMailer.js'
import { loginCodeMail } from './mailTexts.js'

const logTo = (lines: string[]) => createLogger({ server: 'secure-site', write: (l) => lines.push(l) })

async function expectMailFailed(err: unknown) {
  const res = (err as { res: Response }).res
  expect(res.status).toBe(502)
  expect(await res.json()).toMatchObject({ error: 'MAIL_FAILED' })
}

describe('createMailer', () => {
  it('an SMTP server that is not there: 502 MAIL_FAILED, logged without the recipient or the code', async () => {
    // a port that was free a moment ago
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as { port: number }).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const lines: string[] = []
    const sent: string[] = []
    const mailer = createMailer(
      { host: '127.0.0.1', port, from: 'x@localhost' },
      { logger: logTo(lines), onSent: (k) => sent.push(k) },
    )
    await expectMailFailed(
      await mailer.send('secret-person@example.com', loginCodeMail('424242')).catch((e: unknown) => e),
    )
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'mail failed',
      kind: 'login-code',
      domain: 'example.com',
    })
    expect(lines[0]).not.toContain('secret-person')
    expect(lines[0]).not.toContain('424242')
    expect(sent).toEqual([])
    mailer.close()
  })

  it('issue 28: an SMTP server that refuses the recipient and names it: the log has [email], not the address', async () => {
    // a relay that answers RCPT TO with the address in its refusal, as real ones do
    const smtp = createServer((socket) => {
      socket.write('220 relay.test ESMTP\r\n')
      socket.on('data', (data) => {
        for (const line of data.toString().split('\r\n').filter(Boolean)) {
          const rcpt = /^RCPT TO:<([^>]+)>/i.exec(line)
          if (/^(EHLO|HELO)/i.test(line)) socket.write('250 relay.test\r\n')
          else if (/^MAIL FROM/i.test(line)) socket.write('250 2.1.0 Ok\r\n')
          else if (rcpt) socket.write(`550 5.1.1 <${rcpt[1]}>: Recipient address rejected\r\n`)
          else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n')
          else socket.write('250 Ok\r\n')
        }
      })
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const lines: string[] = []
    const mailer = createMailer(
      { host: '127.0.0.1', port: (smtp.address() as { port: number }).port, from: 'x@localhost' },
      { logger: logTo(lines) },
    )
    try {
      await expectMailFailed(
        await mailer.send('secret-person@example.com', loginCodeMail('424242')).catch((e: unknown) => e),
      )
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain('Recipient address rejected')
      expect(lines[0]).toContain('[email]')
      expect(lines[0]).not.toContain('secret-person')
      expect(lines[0]).not.toContain('424242')
    } finally {
      mailer.close()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })
})
