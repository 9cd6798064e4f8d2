/**
 * The email wallet end to end on local parts (issue 14): the lab page on 127.0.0.1, the secure
 * site's frame on localhost (another site), the codes read from the local mail catcher, the wallet
 * on the devnet and the local Solana ledger. SPEC §4 email login and transaction stack, §5 frame
 * messages and the 30 s cooldown, §6 approval, §9 timeouts. Every message between the page and
 * the frame is recorded; none may carry key material.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { axeDialog } from './support/axe.js'
import { settle } from './support/dialogTour.js'
import { emailSteps } from './support/emailSteps.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
// Chromium's default: the frame's storage is partitioned by the page's site (emailThirdParty.e2e
// runs with third-party cookies and storage blocked)
const chromium = setupLabBrowser()
const { openEmailLab, secureFrame, mailTo, codeOf, submitEmail, signUp, messagesOf, freshEmail } = emailSteps(
  chromium,
  labUrl,
  labEnv,
  'allowed',
)
const RPC = labEnv.chains[0]!.rpcUrl
const chain = createPublicClient({ transport: http(RPC) })
const RECEIVER = '0x000000000000000000000000000000000000e111'

/** the first test's person, whom the last test brings to a second device */
let signedUp: { email: string; recoveryCode: string; address: string; at: number } | undefined

describe('the email wallet (issue 14)', () => {
  // one person's journey in three steps on the same page: sign up and sign, send, reload and sign out
  let journey: { lab: Awaited<ReturnType<typeof openEmailLab>>; address: `0x${string}`; recoveryCode: string }
  afterAll(async () => {
    await journey?.lab.close()
  })
  it('§4 email → code → connected on eip155 and solana → sign (viem, ed25519)', async () => {
    const lab = await openEmailLab('', 'email', true)
    const email = freshEmail('ada')
    const at = Date.now()
    const { recoveryCode } = await signUp(lab, email)
    expect(recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/)
    const address = (await lab.text('lab-address')) as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    signedUp = { email, recoveryCode, address, at }
    journey = { lab, address, recoveryCode }
    await lab.waitForText('lab-email-user', email)
    const solana = (await lab.page.evaluate(() => {
      const s = (
        window as unknown as {
          portico: { getState(): { accounts: Record<string, { status: string; address?: string }> } }
        }
      ).portico.getState()
      return s.accounts.solana
    })) as { status: string; address?: string }
    expect(solana.status).toBe('connected')

    // personal_sign: the frame draws the approval over the dialog; viem verifies the signature
    await lab.testId('lab-sign').click()
    const frame = secureFrame(lab)
    await frame.getByTestId('frame-approve').click()
    await lab.waitForText('lab-signature-verified', 'valid', 20_000)

    // solana_signMessage over the same frame, verified with ed25519
    const signing = lab.page.evaluate(async () => {
      const p = (
        window as unknown as {
          portico: { store: { setState(s: object): void }; signMessage(m: string): Promise<string> }
        }
      ).portico
      p.store.setState({ activeNamespace: 'solana' })
      try {
        return await p.signMessage('hello solana')
      } finally {
        p.store.setState({ activeNamespace: 'eip155' })
      }
    })
    await frame.getByTestId('frame-approve').click()
    const signature = await signing
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode('hello solana'),
        base58.decode(solana.address!),
      ),
    ).toBe(true)
  })

  it('§4 the email wallet sends through ApproveTransaction; a send rejected in the frame closes the dialog (4001)', async () => {
    const { lab, address } = journey
    const frame = secureFrame(lab)
    // send 0.25 ETH through ApproveTransaction (the devnet funds the new account first)
    await fetch(RPC, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [address, '0xde0b6b3a7640000'],
      }),
    })
    const before = await chain.getBalance({ address: RECEIVER })
    await lab.testId('connect-button').click()
    await lab.testId('account-action-send').click()
    await lab.testId('send-form').waitFor()
    await lab.testId('send-amount').fill('0.25')
    await lab.testId('send-to').fill(RECEIVER)
    await lab.testId('send-review').click()
    await lab.testId('send-preview').waitFor()
    await lab.testId('send-confirm').click()
    await frame.getByTestId('frame-approve').click()
    await lab.testId('send-success').waitFor({ timeout: 20_000 })
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'))

    // a second send rejected in the frame: 4001, the dialog closes (SPEC §4)
    await lab.testId('send-done').click()
    await lab.testId('account-action-send').click()
    await lab.testId('send-amount').fill('0.1')
    await lab.testId('send-to').fill(RECEIVER)
    await lab.testId('send-review').click()
    await lab.testId('send-confirm').click()
    await frame.getByTestId('frame-reject').click()
    await lab.dialog.waitFor({ state: 'hidden' })
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'))
  })

  it('§4 a reload keeps the email wallet without cookies; no message between page and frame carried a key; sign out', async () => {
    const { lab, address, recoveryCode } = journey
    // reload: still connected, same address, no cookie involved (the frame keeps its token itself)
    await lab.reload()
    await lab.waitForText('lab-status', 'connected', 20_000)
    expect(await lab.text('lab-address')).toBe(address)
    expect(await lab.context.cookies(labEnv.secureSiteUrl!)).toEqual([])

    // no message between page and frame carried the recovery code or the server's share
    // the server's share (read as the frame would, with the frame's own session token)
    const token = await secureFrame(lab).evaluate(() => {
      for (const k of Object.keys(localStorage)) if (/token$/i.test(k)) return localStorage.getItem(k)
      return null
    })
    expect(token).toBeTruthy()
    const shares = (await (
      await fetch(`${labEnv.secureSiteUrl}/api/v1/wallet/shares`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { authShare?: string; recoveryShare?: string }
    expect(shares.authShare).toBeTruthy()
    const messages = await messagesOf(lab)
    expect(messages.length).toBeGreaterThan(5)
    const bare = recoveryCode.replace(/-/g, '')
    for (const m of messages) {
      expect(m).not.toContain(recoveryCode)
      expect(m).not.toContain(bare)
      expect(m).not.toContain(shares.authShare)
      if (shares.recoveryShare) expect(m).not.toContain(shares.recoveryShare)
      expect(m).not.toMatch(/"(privateKey|secretKey|seed|share|mnemonic|recoveryCode)"/i)
    }

    // sign out
    await lab.testId('connect-button').click()
    await lab.testId('account-disconnect').click()
    await lab.waitForText('lab-status', 'disconnected')
    await lab.reload()
    await lab.page.waitForTimeout(1000)
    expect(await lab.text('lab-status')).toBe('disconnected')
    lab.assertClean()
  })
})

describe('the email wallet: devices, codes and strangers (issue 14)', () => {
  it('§5 a wrong code 5 times voids the code; a second code within 30 s shows the cooldown', async () => {
    const lab = await openEmailLab()
    const email = freshEmail('eve')
    const asked = Date.now() - 1000
    await submitEmail(lab, email)
    await lab.testId('email-otp-view').waitFor()
    const code = codeOf(await mailTo(email, 'login code', asked))
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) {
      await lab.testId('email-otp-input').fill(wrong)
      await expect.poll(() => lab.text('email-otp-problem')).toContain(`${4 - i} tries left`)
    }
    await lab.testId('email-otp-input').fill(wrong)
    await expect.poll(() => lab.text('email-otp-problem')).toMatch(/no longer works/)
    // the right code is void now
    await lab.testId('email-otp-input').fill(code)
    await expect.poll(() => lab.text('email-otp-problem')).toMatch(/no longer works|not right/)
    expect(await lab.text('lab-status')).toBe('disconnected')

    // back to Connect and the same email again within 30 s: SPEC §5
    await lab.testId('portico-back').click()
    await lab.testId('email-input').fill(email)
    await lab.testId('email-submit').click()
    await expect
      .poll(() => lab.page.getByText(/Please try again after \d+ seconds/).count())
      .toBeGreaterThan(0)
    lab.assertClean()
  })

  it('§5 a message posted to the frame from another origin is ignored', async () => {
    const lab = await openEmailLab()
    await signUp(lab, freshEmail('mallory'))
    // a frame of another origin on the page (apps/api's) posts a well-formed SIGN_OUT to the wallet
    await lab.page.evaluate((src) => {
      const f = document.createElement('iframe')
      f.id = 'stranger'
      f.src = src
      document.body.appendChild(f)
    }, `${labEnv.apiUrl}/health`)
    await expect.poll(() => lab.page.frames().some((f) => f.url().startsWith(labEnv.apiUrl!))).toBe(true)
    const stranger = lab.page.frames().find((f) => f.url().startsWith(labEnv.apiUrl!))!
    await stranger.evaluate(() => {
      const wallet = [...Array(window.parent.frames.length).keys()].map((i) => window.parent.frames[i]!)
      for (const w of wallet)
        w.postMessage(
          { portico: 'frame/1', kind: 'request', id: crypto.randomUUID(), type: 'SIGN_OUT', payload: {} },
          '*',
        )
    })
    await lab.page.waitForTimeout(500)
    // still logged in: a signature still works and a reload still restores the wallet
    await lab.testId('lab-sign').click()
    await secureFrame(lab).getByTestId('frame-approve').click()
    await lab.waitForText('lab-signature-verified', 'valid', 20_000)
    await lab.reload()
    await lab.waitForText('lab-status', 'connected', 20_000)
    lab.assertClean()
  })
})

describe('the email wallet: a new address (issue 14)', () => {
  it('§4 email update: VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP → the account shows the new email, which then logs in to the same wallet', async () => {
    const lab = await openEmailLab()
    const old = freshEmail('ada')
    const next = freshEmail('ada.new')
    await signUp(lab, old)
    const address = await lab.text('lab-address')
    const asked = Date.now() - 1000
    await lab.testId('connect-button').click()
    await lab.testId('account-update-email').click()
    await lab.testId('email-update-input').fill(next)
    await lab.testId('email-update-submit').click()
    await lab.testId('email-otp-view').waitFor()
    await lab.testId('email-otp-input').fill(codeOf(await mailTo(old, 'email change', asked)))
    await expect.poll(() => lab.testId('email-otp-view').textContent()).toContain(next)
    await lab.testId('email-otp-input').fill(codeOf(await mailTo(next, 'new email', asked)))
    await lab.testId('account-view').waitFor()
    await lab.waitForText('lab-email-user', next)

    // sign out, then the new address logs in to the same wallet on this device
    await lab.testId('account-disconnect').click()
    await lab.waitForText('lab-status', 'disconnected')
    const again = Date.now() - 1000
    // the dialog stays open on Connect after a disconnect
    await lab.testId('email-input').fill(next)
    await lab.testId('email-submit').click()
    await lab.testId('email-otp-view').waitFor()
    await lab.testId('email-otp-input').fill(codeOf(await mailTo(next, 'login code', again)))
    await lab.waitForText('lab-status', 'connected', 20_000)
    expect(await lab.text('lab-address')).toBe(address)
    lab.assertClean()
  })
})

describe('the email screens for every visitor', () => {
  it.each([
    ['light', '&theme=light'],
    ['dark, right to left (Arabic)', '&theme=dark&locale=ar'],
  ])(
    'axe-core: 0 violations on the email field, the code view with a problem, and the change of email (%s)',
    async (_, query) => {
      const lab = await openEmailLab(query)
      const found: { view: string; violations: unknown[] }[] = []
      const check = async (view: string) => {
        await settle(lab)
        const violations = await axeDialog(lab.page)
        if (violations.length > 0) found.push({ view, violations })
      }
      await lab.testId('connect-button').click()
      await lab.testId('email-input').fill('not an email')
      await lab.testId('email-submit').click()
      await lab.testId('email-problem').waitFor()
      await check('connect with a problem')
      const email = freshEmail('axe')
      const asked = Date.now() - 1000
      await lab.testId('email-input').fill(email)
      await lab.testId('email-submit').click()
      await lab.testId('email-otp-view').waitFor()
      await lab.testId('email-otp-input').fill('000000')
      await lab.testId('email-otp-problem').waitFor()
      await check('code with a problem')
      await lab.testId('email-otp-input').fill(codeOf(await mailTo(email, 'login code', asked)))
      await secureFrame(lab).getByTestId('frame-recovery-saved').check()
      await secureFrame(lab).getByTestId('frame-recovery-continue').click()
      await lab.waitForText('lab-status', 'connected', 20_000)
      await lab.testId('connect-button').click()
      await lab.testId('account-update-email').click()
      await lab.testId('email-update-view').waitFor()
      await check('change email')
      expect(found).toEqual([])
      lab.assertClean()
    },
  )
})

describe('the email wallet on a second device (issue 14)', () => {
  it('§4 VERIFY_DEVICE: a second browser is a new device, approved by the emailed link; the recovery code brings back the same wallet', async () => {
    // the first test's person (signed up on its own device well over 30 s ago in a full run);
    // alone (-t), this test signs someone up first
    let known = signedUp
    if (!known) {
      const first = await openEmailLab()
      const email = freshEmail('grace')
      const at = Date.now()
      const { recoveryCode } = await signUp(first, email)
      known = { email, recoveryCode, address: await first.text('lab-address'), at }
    }
    const { email, recoveryCode, address } = known
    const other = await openEmailLab()
    // SPEC §5: one login mail to an address per 30 s, whichever device asks
    await other.page.waitForTimeout(Math.max(0, known.at + 30_500 - Date.now()))
    const asked = Date.now() - 1000
    await submitEmail(other, email)
    await other.testId('email-device-view').waitFor()
    const link = /(http:\/\/localhost:\d+\/device\/approve\?token=[\w-]+)/.exec(
      (await mailTo(email, 'new device', asked)).text,
    )?.[1]
    expect(link).toBeTruthy()
    const approved = await fetch(link!)
    expect(approved.status).toBe(200)
    await other.testId('email-otp-view').waitFor({ timeout: 20_000 })
    const code = codeOf(await mailTo(email, 'login code', asked))
    await other.testId('email-otp-input').fill(code)
    const frame = secureFrame(other)
    await frame.getByTestId('frame-recovery-input').waitFor({ timeout: 20_000 })
    await frame.getByTestId('frame-recovery-input').fill('0000-0000-0000-0000-0000-0000-0000-0000')
    await frame.getByTestId('frame-recovery-submit').click()
    await frame.getByTestId('frame-recovery-error').waitFor()
    await frame.getByTestId('frame-recovery-input').fill(recoveryCode.toLowerCase())
    await frame.getByTestId('frame-recovery-submit').click()
    await other.waitForText('lab-status', 'connected', 20_000)
    expect(await other.text('lab-address')).toBe(address)
    other.assertClean()
  })
})
