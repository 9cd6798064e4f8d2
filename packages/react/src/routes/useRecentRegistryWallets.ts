import type { Portico, WalletListItem } from '@portico/core'
import { useEffect, useState } from 'react'

/**
 * SPEC §3 "Recent" for wallets that pair over WalletConnect: the registry's entries of `ids` (the
 * recent wallet ids that are no connector and no custom wallet), in that order. `null` while they
 * load, so the Connect view holds their places; `[]` when there are none or the registry failed
 * (a recent wallet it cannot describe is left out, never shown half).
 */
export function useRecentRegistryWallets(
  portico: Portico,
  ids: readonly string[],
  enabled: boolean,
): WalletListItem[] | null {
  const key = enabled ? ids.join(',') : ''
  const [loaded, setLoaded] = useState<{ key: string; wallets: WalletListItem[] } | null>(null)
  useEffect(() => {
    if (!key) return
    let alive = true
    const wanted = key.split(',')
    void portico
      .getApi()
      // the wallet the person used, whatever chains the registry lists for it
      .then((api) => api.explorer.getWallets({ include: wanted, entries: wanted.length, chains: [] }))
      .then(
        (res) => wanted.flatMap((id) => res.data.filter((w) => w.id === id)),
        () => [],
      )
      .then((wallets) => alive && setLoaded({ key, wallets }))
    return () => {
      alive = false
    }
  }, [portico, key])
  if (!key) return []
  return loaded?.key === key ? loaded.wallets : null
}
