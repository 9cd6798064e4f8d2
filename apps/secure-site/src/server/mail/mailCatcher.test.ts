/**
 * The secure site's mailer (real nodemailer transport) into the real mail catcher of
 * @portico/testing: the mail is read back through waitForMail and GET /api/messages, and the inbox
 * page escapes what the mail carries and links the device approval URL.
 */
import { createLogger } from '@portico/server-kit'
import { type MailCatcher, startMailCatcher } from '@portico/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, type Mailer } from './createMailer.js'
import { deviceLinkMail, loginCodeMail } from './mailTexts.js'

let catcher: MailCatcher
let mailer: Mailer
beforeAll(async () => {
  catcher = await startMailCatcher()
  mailer = createMailer(
    { host: '127.0.0.1', port: catcher.smtpPort, from: 'Portico <no-reply@localhost>' },
    { logger: createLogger({ server: 'secure-site', level: 'silent' }) },
  )
}, 60_000)
afterAll(async () => {
  mailer.close()
  await catcher.stop()
})

describe('nodemailer → startMailCatcher', () => {
  it('a login code mail: waitForMail, then GET /api/messages?to=', async () => {
    await mailer.send('Reader@Example.com', loginCodeMail('314159'))
    const m = await catcher.waitForMail({ to: 'reader@example.com', subjectIncludes: 'login code' })
    expect(m).toMatchObject({
      from: 'no-reply@localhost',
      to: ['reader@example.com'],
      subject: 'Your Portico login code',
    })
    expect(m.text.split('\n')[0]).toBe('314159 is your Portico login code.')
    expect(m.html).toContain('314159</strong>')
    const list = (await (await fetch(`${catcher.url}/api/messages?to=reader@example.com`)).json()) as {
      id: string
    }[]
    expect(list.map((x) => x.id)).toEqual([m.id])
  })

  it('the inbox page escapes <script> and links the approval URL', async () => {
    await mailer.send('page@example.com', {
      kind: 'login-code',
      subject: '<script>alert(1)</script>',
      text: '<script>alert(2)</script>',
      html: '<p>x</p>',
    })
    await mailer.send(
      'page@example.com',
      deviceLinkMail('http://localhost:4444/device/approve?token=abc_DEF-1'),
    )
    await catcher.waitForMail({ to: 'page@example.com', subjectIncludes: 'Approve' })
    const html = await (await fetch(`${catcher.url}/?to=page@example.com`)).text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(html).toContain('<a href="http://localhost:4444/device/approve?token=abc_DEF-1"')
    // newest first
    expect(html.indexOf('Approve a new device')).toBeLessThan(html.indexOf('&lt;script&gt;alert(1)'))
  })
})
