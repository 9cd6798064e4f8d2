import { emailStateOf, refreshEmbeddedAccounts, setPreferredAccountType } from '@portico/core/features/email'
import { AccountTypeView } from '@portico/ui/features/email'
import { useEffect } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** SPEC §3 §6: the embedded wallet's smart account and EOA on the active network, and the switch. */
export default function AccountTypeRoute({ portico, state }: RouteProps<'AccountType'>) {
  const email = emailStateOf({ getState: () => state })
  const account = state.accounts.eip155
  // the smart account may have been deployed since the frame last said (its first transaction)
  useEffect(() => {
    void refreshEmbeddedAccounts(portico)
  }, [portico])
  return (
    <AccountTypeView
      accounts={(account?.allAccounts ?? []).flatMap((a) =>
        a.type === 'eoa' || a.type === 'smartAccount' ? [{ address: a.address, type: a.type }] : [],
      )}
      inUse={account?.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'}
      deployed={account?.smartAccountDeployed ?? false}
      busy={email.busy}
      {...(email.problem ? { problem: email.problem } : {})}
      onSwitch={(type) => void setPreferredAccountType(portico, type)}
    />
  )
}
