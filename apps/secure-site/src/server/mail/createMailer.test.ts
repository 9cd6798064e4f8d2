import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createMailer } from './createMailer.js'
import { loginCodeMail } from './mailTexts.js'

describe('createMailer', () => {
  it('an SMTP server that is not there: 502 MAIL_FAILED, logged without the recipient or the code', async () => {
    // a port that was free a moment ago
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as { port: number }).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const lines: string[] = []
    const mailer = createMailer({ host: '127.0.0.1', port, from: 'x@localhost' }, (l) => lines.push(l))
    const err = await mailer
      .send('secret-person@example.com', loginCodeMail('424242'))
      .catch((e: unknown) => e)
    const res = (err as { res: Response }).res
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: 'MAIL_FAILED' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain('secret-person')
    expect(lines[0]).not.toContain('424242')
    mailer.close()
  })
})
