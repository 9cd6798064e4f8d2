import type { PorticoState, SIWXSession, SignInSnapshot } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { usePorticoInstance } from './usePorticoInstance.js'
import { shallowEqual, usePorticoSelector } from './usePorticoSelector.js'

export interface UseSignInResult extends SignInSnapshot {
  /** signs the active account in now (also after a dismissal); undefined when declined or refused */
  signIn(): Promise<SIWXSession | undefined>
  /** ends the active account's session */
  signOut(): Promise<void>
}

const FALLBACK: SignInSnapshot = Object.freeze({ enabled: false, required: false, status: 'idle' })

/**
 * Sign in with X (SPEC §4): the active account's sign-in state, kept current (idle, signing,
 * verifying, authenticated, rejected, error), and `signIn()` / `signOut()`. Core's
 * `portico.signIn` underneath; outside a provider: not enabled.
 */
export function useSignIn(): UseSignInResult {
  const portico = usePorticoInstance()
  const selector = useCallback(
    (_: PorticoState) => (portico ? portico.signIn.getState() : FALLBACK),
    [portico],
  )
  const state = usePorticoSelector(selector, FALLBACK, shallowEqual)
  const signIn = useCallback(async () => {
    if (!portico) return undefined
    return portico.signIn.signIn()
  }, [portico])
  const signOut = useCallback(async () => {
    await portico?.signIn.signOut()
  }, [portico])
  return useMemo(() => ({ ...state, signIn, signOut }), [state, signIn, signOut])
}
