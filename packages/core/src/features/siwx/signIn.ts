/**
 * SPEC §4 sign-in, wagmi-style (`signIn(portico)`): the active account's machine goes
 * idle → signing (the message is created, `createMessage`, and the wallet signs its text through
 * the instance's `signMessage`, i.e. the active adapter, or through the wallet's own sign-in call
 * when the adapter offers one: `signInWithWallet`, e.g. solana:signIn) → verifying (`addSession`, with the
 * 'Authenticating...' toast) → authenticated, and the dialog closes (SIWX_AUTH_SUCCESS).
 * A declined signature is `rejected` ('Signature declined'); a message that cannot be made or a
 * verifier that refuses is `error` with a code (SIWX_AUTH_ERROR); on failure SIWXSignMessage
 * shows again. An answer for an account that is no longer active is dropped (its machine goes
 * back to idle). SPEC §5: throws when siwx, the address, the network or the client is missing.
 */

import { porticoError } from '../../errors/errorCatalogue.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import { isUserRejection } from '../../errors/rpcErrors.js'
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '../../siwx/SIWXConfig.js'
import { leaveSignInView, showSignInView } from './showSignInView.js'
import { signInConfigOf } from './signInConfigOf.js'
import { signInProviderAlert } from './signInProviderAlert.js'
import { patchSignIn, signInStateOf } from './signInStateOf.js'
import { isActiveTarget, type SignInTarget, signInTarget } from './signInTarget.js'
import type { SignInError } from './siwxState.js'

export function signIn(portico: Portico): Promise<SIWXSession | undefined> {
  const resolved = signInConfigOf(portico)
  if (!resolved) return Promise.reject(porticoError('SIWX_NOT_ENABLED'))
  const target = signInTarget(portico, resolved.namespaces)
  if (typeof target === 'string') return Promise.reject(porticoError(target))
  const internals = featureContextOf(portico).signIn!
  internals.running ??= new Map()
  const { running } = internals
  const pending = running.get(target.key)
  if (pending) return pending
  const run = signInWith(portico, resolved.config, target).finally(() => running.delete(target.key))
  running.set(target.key, run)
  return run
}

async function signInWith(
  portico: Portico,
  config: SIWXConfig,
  target: SignInTarget,
): Promise<SIWXSession | undefined> {
  const { key, caipAddress, namespace } = target
  const { events, toasts } = featureContextOf(portico)
  showSignInView(portico)
  patchSignIn(portico, key, { status: 'signing', caipAddress })
  let phase: 'message' | 'sign' | 'verify' = 'message'
  try {
    const message = await config.createMessage({
      chainId: target.network.caipNetworkId,
      accountAddress: target.address,
    })
    if (!isActiveTarget(portico, key)) return dropped(portico, key)
    phase = 'sign'
    const signed = await signWith(portico, target, message)
    if (!isActiveTarget(portico, key)) return dropped(portico, key)
    phase = 'verify'
    patchSignIn(portico, key, { status: 'verifying', caipAddress })
    toasts.show({ key: 'AUTHENTICATING' }, 'loading')
    const session: SIWXSession = { data: messageData(message), ...signed }
    await config.addSession(session)
    toasts.hide()
    if (!isActiveTarget(portico, key)) return dropped(portico, key)
    patchSignIn(portico, key, { status: 'authenticated', caipAddress, session })
    events.emit('SIWX_AUTH_SUCCESS', { namespace })
    leaveSignInView(portico)
    return session
  } catch (e) {
    if (phase === 'verify') toasts.hide()
    signInProviderAlert(featureContextOf(portico), e)
    if (!isActiveTarget(portico, key)) return dropped(portico, key)
    const declined = phase === 'sign' && (isUserRejection(e) || isPorticoError(e, 'USER_REJECTED'))
    const code: SignInError | undefined = declined
      ? undefined
      : phase === 'message'
        ? 'SIWX_MESSAGE_FAILED'
        : phase === 'verify'
          ? 'SIWX_VERIFY_FAILED'
          : isPorticoError(e)
            ? e.code
            : 'SOMETHING_WENT_WRONG'
    patchSignIn(
      portico,
      key,
      code ? { status: 'error', caipAddress, error: code } : { status: 'rejected', caipAddress },
    )
    if (declined) toasts.show({ key: 'SIGNATURE_DECLINED' }, 'error')
    // SPEC §8: the app's verifier refused a smart account's signature (it may check only EOAs)
    else if (code === 'SIWX_VERIFY_FAILED' && usesSmartAccount(portico, namespace))
      toasts.show({ key: 'SMART_ACCOUNT_UNSUPPORTED' }, 'error')
    events.emit('SIWX_AUTH_ERROR', { namespace, declined, ...(code ? { code } : {}) })
    // SPEC §4: on failure the sign view reopens
    showSignInView(portico)
    return undefined
  }
}

/**
 * The wallet's own sign-in call when it has one (wallet-standard `solana:signIn`: it writes the
 * text for our fields itself), else the instance's signMessage of our text. The wallet's text
 * must be exactly ours (the standard's layout for the same fields is byte for byte ours): one set
 * of fields has one text, and a wallet that signed anything else is not sent to the verifier.
 */
async function signWith(
  portico: Portico,
  target: SignInTarget,
  message: SIWXMessage,
): Promise<{ message: string; signature: string }> {
  const text = message.toString()
  const own = await portico
    .getAdapter(target.namespace)
    ?.signInWithWallet?.({ data: messageData(message), text, address: target.address })
  if (!own) return { message: text, signature: await portico.signMessage(text) }
  if (own.message !== text)
    throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'the wallet signed another text' } })
  return own
}

/** the namespace's account in use is a smart account (the embedded wallet's, SPEC §6) */
function usesSmartAccount(portico: Portico, namespace: string): boolean {
  const account = portico.getState().accounts[namespace as keyof ReturnType<Portico['getState']>['accounts']]
  return (
    account?.preferredAccountType === 'smartAccount' &&
    account.allAccounts.some((a) => a.type === 'smartAccount' && a.address === account.address)
  )
}

/** the account changed meanwhile: its answer is not applied, its machine starts over */
function dropped(portico: Portico, key: string): undefined {
  const m = signInStateOf(portico).accounts[key]
  if (m && m.status !== 'authenticated') patchSignIn(portico, key, undefined)
  return undefined
}

/** SPEC §3 sign-in message fields only (the text is the session's `message`) */
function messageData(m: SIWXMessage): SIWXMessageData {
  return {
    chainId: m.chainId,
    accountAddress: m.accountAddress,
    nonce: m.nonce,
    domain: m.domain,
    uri: m.uri,
    version: m.version,
    issuedAt: m.issuedAt,
    ...(m.expirationTime !== undefined ? { expirationTime: m.expirationTime } : {}),
    ...(m.notBefore !== undefined ? { notBefore: m.notBefore } : {}),
    ...(m.requestId !== undefined ? { requestId: m.requestId } : {}),
    ...(m.resources !== undefined ? { resources: m.resources } : {}),
    ...(m.statement !== undefined ? { statement: m.statement } : {}),
  }
}
