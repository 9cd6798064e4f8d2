import type { Portico } from '../../portico/Portico.js'
import type { PorticoState } from '../../store/PorticoState.js'
import type { ChainNamespace } from '../../types/chain.js'
import { signInAccountKey } from './signInAccountKey.js'
import type { SignInError, SignInStatus } from './siwxState.js'

/** What SIWXSignMessage shows (SPEC §2): the app asking, the account, and where the machine is. */
export interface SignInViewModel {
  /** the host's metadata name (SPEC §3 Options) */
  appName?: string
  /** the host's first metadata icon (a URL: the view shows it only as an image) */
  appIcon?: string
  address?: string
  namespace: ChainNamespace
  networkName?: string
  status: SignInStatus
  /** signing or verifying: the Sign button reads 'Authenticating...' */
  busy: boolean
  error?: SignInError
}

export function selectSignInView(
  portico: Pick<Portico, 'options' | 'getActiveNetwork'>,
  state: PorticoState,
): SignInViewModel {
  const ns = state.activeNamespace
  const account = state.accounts[ns]
  const address = account?.status === 'connected' ? account.address : undefined
  const m = address ? state.features.siwx?.accounts[signInAccountKey(ns, address)] : undefined
  const status = m?.status ?? 'idle'
  const { metadata } = portico.options
  const network = portico.getActiveNetwork(ns)
  return {
    ...(metadata?.name ? { appName: metadata.name } : {}),
    ...(metadata?.icons[0] ? { appIcon: metadata.icons[0] } : {}),
    ...(address ? { address } : {}),
    namespace: ns,
    ...(network ? { networkName: network.name } : {}),
    status,
    busy: status === 'signing' || status === 'verifying',
    ...(m?.error ? { error: m.error } : {}),
  }
}
