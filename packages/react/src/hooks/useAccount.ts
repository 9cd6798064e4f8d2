import type { AccountState, CaipAddress, ChainNamespace, ConnectionStatus, PorticoState } from '@portico/core'
import { useCallback } from 'react'
import { shallowEqual, usePorticoSelector } from './usePorticoSelector.js'

export interface UseAccountResult {
  status: ConnectionStatus
  isConnected: boolean
  address?: string
  caipAddress?: CaipAddress
  namespace: ChainNamespace | undefined
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  walletName?: string
  allAccounts: AccountState['allAccounts']
}

const FALLBACK: UseAccountResult = Object.freeze({
  status: 'disconnected',
  isConnected: false,
  namespace: undefined,
  allAccounts: [],
}) as UseAccountResult

/** The account of the active namespace (or of `namespace`). */
export function useAccount(options: { namespace?: ChainNamespace } = {}): UseAccountResult {
  const { namespace } = options
  const selector = useCallback(
    (s: PorticoState): UseAccountResult => {
      const ns = namespace ?? s.activeNamespace
      const a = s.accounts[ns]
      if (!a) return { ...FALLBACK, namespace: ns }
      return {
        status: a.status,
        isConnected: a.status === 'connected',
        namespace: ns,
        allAccounts: a.allAccounts,
        ...(a.address ? { address: a.address } : {}),
        ...(a.caipAddress ? { caipAddress: a.caipAddress } : {}),
        ...(a.balance !== undefined ? { balance: a.balance } : {}),
        ...(a.balanceSymbol ? { balanceSymbol: a.balanceSymbol } : {}),
        ...(a.profileName ? { profileName: a.profileName } : {}),
        ...(a.profileImage ? { profileImage: a.profileImage } : {}),
        ...(a.connectedWalletInfo ? { walletName: a.connectedWalletInfo.name } : {}),
      }
    },
    [namespace],
  )
  return usePorticoSelector(selector, FALLBACK, shallowEqual)
}
