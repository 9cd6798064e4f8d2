import { selectWalletFeatures, type WalletFeature } from '../capabilities/selectWalletFeatures.js'
import type { Portico } from '../portico/Portico.js'
import type { PorticoState } from '../store/PorticoState.js'
import type { PorticoNetwork } from '../types/chain.js'
import { explorerAddressUrl } from '../utils/explorerUrl.js'

/** What the Account view shows (SPEC §2 Account, §3 account state). */
export interface AccountViewModel {
  address: string
  profileName?: string
  /** untrusted (identity API): the view renders it only when it is a safe image URL */
  profileImage?: string
  /** 'loading' before the first balance arrives, null when there is none */
  balance: { formatted: string; symbol: string } | 'loading' | null
  /** undefined on a network the host did not configure */
  network: (Pick<PorticoNetwork, 'name' | 'caipNetworkId'> & { imageUrl?: string }) | undefined
  explorerUrl?: string
  walletName?: string
  /** SPEC §9 wallet features offered (onramp, swaps, receive, send), in order */
  features: WalletFeature[]
  /** the Tokens tab: an API is configured and the namespace has token balances (SPEC §9) */
  showTokens: boolean
}

export function selectAccountView(
  portico: Pick<Portico, 'options' | 'getAdapter' | 'isUnsupportedNetwork' | 'getActiveNetwork'>,
  state: PorticoState,
): AccountViewModel {
  const ns = state.activeNamespace
  const account = state.accounts[ns]
  const network = portico.getActiveNetwork(ns)
  const address = account?.address ?? ''
  const explorerUrl = network && address ? explorerAddressUrl(network, address) : undefined
  const hasApi = Boolean(portico.options.apiUrl || portico.options.blockchainApiUrl)
  return {
    address,
    ...(account?.profileName ? { profileName: account.profileName } : {}),
    ...(account?.profileImage ? { profileImage: account.profileImage } : {}),
    balance:
      account?.balanceLoading && account.balance === undefined
        ? 'loading'
        : account?.balance !== undefined && account.balanceSymbol
          ? { formatted: account.balance, symbol: account.balanceSymbol }
          : null,
    network: network
      ? {
          name: network.name,
          caipNetworkId: network.caipNetworkId,
          ...(network.assets?.imageUrl ? { imageUrl: network.assets.imageUrl } : {}),
        }
      : undefined,
    ...(explorerUrl ? { explorerUrl } : {}),
    ...(account?.connectedWalletInfo ? { walletName: account.connectedWalletInfo.name } : {}),
    features: selectWalletFeatures(portico, state),
    showTokens:
      hasApi && Boolean(address) && Boolean(portico.getAdapter(ns)?.capabilities.includes('tokenBalance')),
  }
}
