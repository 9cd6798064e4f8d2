/**
 * A provider's relay: STARTTLS required, then AUTH; its certificate from a private CA (a
 * self-signed one made here with openssl, for 127.0.0.1). The mail catcher of @portico/testing
 * plays the relay with `login` and `tls`.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger } from '@portico/server-kit'
import { type MailCatcher, startMailCatcher } from '@portico/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveConfig, type SecureSiteConfig } from '../config/secureSiteConfig.js'
import { createMailer, type SmtpConfig } from './createMailer.js'
import { loginCodeMail } from './mailTexts.js'

const LOGIN = { user: 'portico', pass: 'relay-password-1' }
let relay: MailCatcher
let cert: string
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-smtp-tls-'))
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...[
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
    ],
    { stdio: 'ignore' },
  )
  cert = readFileSync(join(dir, 'cert.pem'), 'utf8')
  relay = await startMailCatcher({
    login: LOGIN,
    tls: { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert },
  })
})
afterAll(async () => {
  await relay?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const send = async (smtp: Partial<SmtpConfig>) => {
  const lines: string[] = []
  const mailer = createMailer(
    { host: '127.0.0.1', port: relay.smtpPort, from: 'Portico <no-reply@localhost>', ...smtp },
    { logger: createLogger({ server: 'secure-site', write: (l) => lines.push(l) }) },
  )
  try {
    await mailer.send('person@example.com', loginCodeMail('135791'))
    return { ok: true, lines }
  } catch (e) {
    const res = (e as { res?: Response }).res
    return { ok: false, status: res?.status, body: await res?.json(), lines }
  } finally {
    mailer.close()
  }
}

describe('mail to a relay with STARTTLS and a login', () => {
  it('§4 the code mail goes through STARTTLS and AUTH, the certificate checked against SMTP_TLS_CA', async () => {
    const before = relay.messages().length
    expect(await send({ tls: 'starttls', ca: cert, ...LOGIN })).toMatchObject({ ok: true })
    const mail = relay.messages().at(before)
    expect(mail?.to).toEqual(['person@example.com'])
    expect(mail?.text).toContain('135791')
  })

  it('a wrong password, a certificate no CA vouches for, or no login: MAIL_FAILED, nothing delivered, the password never logged', async () => {
    const before = relay.messages().length
    const wrong = await send({ tls: 'starttls', ca: cert, user: LOGIN.user, pass: 'not-the-password' })
    expect(wrong).toMatchObject({ ok: false, status: 502, body: { error: 'MAIL_FAILED' } })
    expect(wrong.lines.join('\n')).not.toContain('not-the-password')
    expect(await send({ tls: 'starttls', ...LOGIN })).toMatchObject({ ok: false, status: 502 })
    expect(await send({ tls: 'starttls', ca: cert })).toMatchObject({ ok: false, status: 502 })
    expect(relay.messages()).toHaveLength(before)
  })

  it('a login to a relay off this host over plain SMTP is refused at start (the password would travel in clear)', () => {
    const base = { apiUrl: 'http://127.0.0.1:8790', networks: [], databaseUrl: 'memory:' }
    const smtp: SecureSiteConfig['smtp'] = {
      host: 'smtp.provider.example',
      port: 587,
      from: 'x@example.com',
      ...LOGIN,
    }
    expect(() => resolveConfig({ ...base, smtp })).toThrow(/SMTP_USER needs SMTP_TLS=starttls or implicit/)
    expect(() => resolveConfig({ ...base, smtp: { ...smtp, tls: 'starttls' } })).not.toThrow()
    expect(() => resolveConfig({ ...base, smtp: { ...smtp, host: '127.0.0.1' } })).not.toThrow()
  })
})
