/**
 * The email login and email update (SPEC §4 "Email login": VERIFY_DEVICE, VERIFY_OTP or CONNECT;
 * "Email update": VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP, success with the new email; §5 email
 * rules and the 30 s cooldown; §9 timeouts), plain functions over the instance. The frame and its
 * server decide; the dialog keeps the cooldown too, so a second code is not even asked for.
 */

import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { type EmailState, emailState } from './emailState.js'
import { AUTH_CONNECTOR_ID, refreshEmbeddedUser, switchEmbeddedAccountType } from './embeddedConnection.js'
import {
  EMAIL_COOLDOWN_MS as EMAIL_LOGIN_COOLDOWN_MS,
  EMBEDDED_TIMEOUTS as TIMEOUTS,
} from './embeddedConstants.js'
import { embeddedWalletOf } from './embeddedWallet.js'
import { EMAIL_PATTERN, OTP_PATTERN } from './frameProtocol.js'
import { problemOf } from './problemOf.js'

export const emailStateOf = emailState.stateOf

/** SPEC §5 "Email must be valid" (trimmed; 254 characters at most) */
export function isValidEmail(email: string): boolean {
  const e = email.trim()
  return e.length <= 254 && EMAIL_PATTERN.test(e)
}

/** the email login shows when the option is on, a secure site is set, and eip155 or solana is there */
export function canShowEmailLogin(portico: Pick<Portico, 'options' | 'getAdapter'>): boolean {
  const { options } = portico
  return (
    options.features.email &&
    Boolean(options.secureSiteUrl) &&
    (Boolean(portico.getAdapter('eip155')) || Boolean(portico.getAdapter('solana')))
  )
}

/** seconds left of the SPEC §5 cooldown (0: a code may be asked) */
export function cooldownLeft(state: EmailState, now = Date.now()): number {
  return state.cooldownUntil ? Math.max(0, Math.ceil((state.cooldownUntil - now) / 1000)) : 0
}

const wallet = (portico: Portico) => embeddedWalletOf(featureContextOf(portico))

async function run<T>(portico: Portico, work: () => Promise<T>): Promise<T | undefined> {
  const w = wallet(portico)
  w.patch({ busy: true, problem: undefined })
  try {
    return await work()
  } catch (e) {
    const problem = problemOf(e)
    w.patch({
      problem,
      ...(problem.code === 'COOLDOWN' && problem.retryAfter
        ? { cooldownUntil: Date.now() + problem.retryAfter * 1000 }
        : {}),
    })
    return undefined
  } finally {
    w.patch({ busy: false })
  }
}

/** starts loading the frame ahead of the first request (the email field got focus) */
export function prepareEmbeddedWallet(portico: Portico): void {
  if (canShowEmailLogin(portico))
    void wallet(portico)
      .frame()
      .catch(() => undefined)
}

/** SPEC §4 connect email → VERIFY_DEVICE, VERIFY_OTP or CONNECT */
export async function connectEmail(portico: Portico, input: string): Promise<void> {
  const w = wallet(portico)
  const email = input.trim()
  if (!isValidEmail(email)) {
    w.patch({ problem: { code: 'INVALID_EMAIL' } })
    return
  }
  // SPEC §5: 'Please try again after {n} seconds' within 30 s of the last code, for the same address
  const s = w.state()
  const left = s.email === email ? cooldownLeft(s) : 0
  if (left > 0) {
    w.patch({ problem: { code: 'COOLDOWN', retryAfter: left } })
    if (portico.getState().router.view === 'Connect') portico.router.push('EmailVerifyOtp')
    return
  }
  w.patch({ email })
  const answer = await run(portico, () => w.request('CONNECT_EMAIL', { email }, TIMEOUTS.connect))
  if (!answer) return
  if (answer.action === 'CONNECT') return finishLogin(portico)
  if (answer.action === 'VERIFY_OTP') {
    w.patch({ cooldownUntil: Date.now() + EMAIL_LOGIN_COOLDOWN_MS })
    portico.router.push('EmailVerifyOtp')
    return
  }
  portico.router.push('EmailVerifyDevice')
  await connectDevice(portico)
}

/** SPEC §4 VERIFY_DEVICE: waits for the emailed link to be opened, then a code is sent */
export async function connectDevice(portico: Portico): Promise<void> {
  const w = wallet(portico)
  const answer = await run(portico, () => w.request('CONNECT_DEVICE', {}, TIMEOUTS.device))
  if (!answer) return
  w.patch({ cooldownUntil: Date.now() + EMAIL_LOGIN_COOLDOWN_MS })
  if (portico.getState().router.view === 'EmailVerifyDevice') portico.router.replace('EmailVerifyOtp')
}

/** SPEC §4 VERIFY_OTP: the 6-digit code; then the wallet connects (the frame may show its recovery screen first) */
export async function verifyEmailOtp(portico: Portico, otp: string): Promise<void> {
  const w = wallet(portico)
  const code = otp.replace(/\s/g, '')
  if (!OTP_PATTERN.test(code)) {
    w.patch({ problem: { code: 'INVALID_OTP' } })
    return
  }
  // no timeout while the person reads the frame's recovery screen (the frame answers after it)
  const ok = await run(portico, () => w.request('CONNECT_OTP', { otp: code }, null))
  if (!ok) return
  await finishLogin(portico)
}

/** asks for another code (SPEC §5 cooldown: the button waits, the server checks again) */
export async function resendEmailCode(portico: Portico): Promise<void> {
  const s = wallet(portico).state()
  if (!s.email) return
  if (cooldownLeft(s) > 0) {
    wallet(portico).patch({ problem: { code: 'COOLDOWN', retryAfter: cooldownLeft(s) } })
    return
  }
  const w = wallet(portico)
  const answer = await run(portico, () =>
    w.request('CONNECT_EMAIL', { email: s.email as string }, TIMEOUTS.connect),
  )
  if (answer) w.patch({ cooldownUntil: Date.now() + EMAIL_LOGIN_COOLDOWN_MS })
}

async function finishLogin(portico: Portico): Promise<void> {
  const w = wallet(portico)
  w.patch({ busy: true })
  try {
    await portico.connect(AUTH_CONNECTOR_ID)
    const connecting = portico.getState().connecting
    if (connecting?.state === 'error' || connecting?.state === 'declined')
      w.patch({ problem: { code: 'INTERNAL' } })
  } finally {
    w.patch({ busy: false })
  }
}

/** SPEC §4 email update: a code to the current address (VERIFY_PRIMARY_OTP) */
export async function updateEmail(portico: Portico, input: string): Promise<void> {
  const w = wallet(portico)
  const email = input.trim()
  if (!isValidEmail(email)) {
    w.patch({ problem: { code: 'INVALID_EMAIL' } })
    return
  }
  const answer = await run(portico, () => w.request('UPDATE_EMAIL', { email }, TIMEOUTS.connect))
  if (!answer) return
  w.patch({ email })
  portico.router.push('UpdateEmailPrimaryOtp')
}

/** VERIFY_PRIMARY_OTP → a code to the new address (VERIFY_SECONDARY_OTP) */
export async function verifyUpdatePrimaryOtp(portico: Portico, otp: string): Promise<void> {
  const w = wallet(portico)
  const answer = await run(portico, () =>
    w.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: otp.trim() }, TIMEOUTS.otp),
  )
  if (!answer) return
  portico.router.replace('UpdateEmailSecondaryOtp')
}

/** VERIFY_SECONDARY_OTP → success: the account shows the new email */
export async function verifyUpdateSecondaryOtp(portico: Portico, otp: string): Promise<void> {
  const w = wallet(portico)
  const answer = await run(portico, () =>
    w.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: otp.trim() }, TIMEOUTS.otp),
  )
  if (!answer) return
  w.patch({ userEmail: answer.email, email: undefined })
  portico.router.reset('Account')
}

/** the view left the email flow: its problem is forgotten (the cooldown is kept) */
export function clearEmailProblem(portico: Portico): void {
  if (emailStateOf(portico).problem) wallet(portico).patch({ problem: undefined })
}

/** the ApproveTransaction / recovery view's area, which the frame covers while it shows its screen */
export function setEmbeddedFrameSlot(portico: Portico, element: HTMLElement | null): void {
  wallet(portico).setSlot(element)
}

/**
 * SPEC §3 preferredAccountTypes, §7 "preferred account": the embedded wallet's eip155 account in
 * use becomes the smart account or the EOA; both stay listed (allAccounts). True when it switched.
 */
export async function setPreferredAccountType(
  portico: Portico,
  type: 'eoa' | 'smartAccount',
): Promise<boolean> {
  const user = await run(portico, () => switchEmbeddedAccountType(featureContextOf(portico), type))
  return user?.preferredAccountType === type
}

/** the embedded wallet's accounts as the frame knows them now (the Account type view opened) */
export function refreshEmbeddedAccounts(portico: Portico): Promise<void> {
  return refreshEmbeddedUser(featureContextOf(portico)).catch(() => undefined)
}
