import { featureState } from '../featureState.js'
import type { EmbeddedUser, FrameErrorCode, SocialLoginProvider } from './frameProtocol.js'

/** What stopped the email flow: the frame's error code and its numbers, for the view's words. */
export interface EmailProblem {
  code: FrameErrorCode | 'TIMEOUT' | 'LOAD_FAILED' | 'POPUP_BLOCKED'
  /** COOLDOWN: seconds until another code may be asked (SPEC §5) */
  retryAfter?: number
  /** INVALID_OTP: tries left before the code is void */
  attemptsLeft?: number
}

/** The email login and the embedded wallet's frame (SPEC §4 email login, embedded frame). */
export interface EmailState {
  /** the frame: not made, loading, ready (SPEC §4: counted 500 ms after its ready event), failed */
  frame: 'idle' | 'loading' | 'ready' | 'failed'
  /** the address being logged in (or the new one during an update) */
  email?: string
  /** a request to the frame is running (the view's button shows progress) */
  busy: boolean
  problem?: EmailProblem
  /** when another code may be asked (ms since epoch; SPEC §5 30 s cooldown) */
  cooldownUntil?: number
  /** the frame draws its own screen over the dialog (approval, recovery code) */
  showing?: 'approve' | 'recovery-save' | 'recovery-enter'
  /** the connected user's email (SPEC §3 account user.email) */
  userEmail?: string
  /**
   * the connected user as the frame last told it (SPEC §3 Embedded-wallet user): its accounts
   * with their types on the active eip155 network, the type in use, whether the smart account
   * is deployed
   */
  user?: EmbeddedUser
  /** the social login in progress or last failed (SPEC §1 social login): its provider */
  socialProvider?: SocialLoginProvider
  /** SPEC §3 farcasterUrl: the relay channel's link (QR) while ConnectingFarcaster waits */
  farcasterUrl?: string
}

export const EMPTY_EMAIL: EmailState = { frame: 'idle', busy: false }

declare module '../../store/PorticoState.js' {
  interface FeatureStates {
    email?: EmailState
  }
}

/** The email feature's views (SPEC §2 ApproveTransaction; the email screens load on demand). */
declare module '../../router/views.js' {
  interface ViewDataMap {
    EmailVerifyOtp: undefined
    EmailVerifyDevice: undefined
    ApproveTransaction: undefined
    EmbeddedWalletRecovery: undefined
    UpdateEmail: undefined
    UpdateEmailPrimaryOtp: undefined
    UpdateEmailSecondaryOtp: undefined
    AccountType: undefined
    ConnectingSocial: undefined
    ConnectingFarcaster: undefined
  }
}

/** The email login's slice of an instance (`state.features.email`). */
export const emailState = featureState('email', EMPTY_EMAIL)
