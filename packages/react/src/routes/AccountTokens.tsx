/**
 * The account's Tokens tab (SPEC §2 account tabs): token balances from the blockchain API, with
 * the 'Token Balance Unavailable' toast on failure or an unsupported network (core does that).
 * Also loads the profile name and avatar (identity) into the account state.
 */
import type { Portico } from '@portico/core'
import { AccountTabs, type TokenItem, TokensView, useTexts } from '@portico/ui'
import { useEffect, useState } from 'react'

export function AccountTokens({
  portico,
  address,
  network,
}: {
  portico: Portico
  address: string
  network?: string
}) {
  const texts = useTexts()
  const [tokens, setTokens] = useState<TokenItem[] | 'loading'>('loading')

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the account or its network changes
  useEffect(() => {
    let alive = true
    setTokens('loading')
    void portico.getApi().then(async (api) => {
      void api.fetchIdentity()
      const balances = await api.fetchTokenBalances()
      if (!alive) return
      setTokens(
        balances.map((b) => ({
          name: b.name,
          symbol: b.symbol,
          quantity: b.quantity.numeric,
          value: b.value,
          ...(b.iconUrl ? { iconUrl: b.iconUrl } : {}),
        })),
      )
    })
    return () => {
      alive = false
    }
  }, [portico, address, network])

  return (
    <div style={{ width: '100%' }}>
      <AccountTabs
        tabs={[{ id: 'tokens', label: texts.tabTokens }]}
        active="tokens"
        onSelect={() => undefined}
      />
      <TokensView tokens={tokens} />
    </div>
  )
}
