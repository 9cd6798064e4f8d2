import type { EmailProblem } from '@portico/core/features/email'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { featureCss } from '../featureCss.js'
import { emailProblemText } from './emailProblemText.js'
import { emailTexts } from './emailTexts.js'

export type EmbeddedAccountType = 'eoa' | 'smartAccount'

export interface AccountTypeViewProps {
  /** SPEC §3 allAccounts of the active eip155 network, with their types */
  accounts: { address: string; type: EmbeddedAccountType }[]
  /** the type in use (SPEC §3 preferredAccountType) */
  inUse: EmbeddedAccountType
  /** SPEC §3 smartAccountDeployed */
  deployed: boolean
  busy: boolean
  problem?: EmailProblem
  onSwitch(type: EmbeddedAccountType): void
}

/**
 * The embedded wallet's account types (SPEC §3 allAccounts, preferredAccountTypes; §6 smart
 * account or EOA): both accounts of the network, the one in use, the smart account's state, and
 * the switch. A network without a smart account says so. Addresses are text, never HTML.
 */
export function AccountTypeView({
  accounts,
  inUse,
  deployed,
  busy,
  problem,
  onSwitch,
}: AccountTypeViewProps) {
  const t = useFeatureTexts(emailTexts)
  const smart = accounts.find((a) => a.type === 'smartAccount')
  const eoa = accounts.find((a) => a.type === 'eoa')
  const message = emailProblemText(t, problem)
  const other: EmbeddedAccountType = inUse === 'smartAccount' ? 'eoa' : 'smartAccount'
  const row = (type: EmbeddedAccountType, address: string) => (
    <div className="pt-summary-row" data-testid={`account-type-${type}`} data-in-use={type === inUse}>
      <dt>
        {type === 'smartAccount' ? t['email.accountTypeSmart'] : t['email.accountTypeEoa']}
        {type === inUse ? <span className="pt-account-type-badge">{t['email.accountTypeInUse']}</span> : null}
      </dt>
      <dd className="pt-mono pt-ltr" title={address}>
        {shortAddress(address)}
      </dd>
    </div>
  )
  return (
    <div className="pt-form" data-testid="account-type-view">
      <style>{`${featureCss}.pt-account-type-badge { margin-inline-start: 8px; padding: 2px 8px; border-radius: 999px; background: color-mix(in srgb, var(--portico-accent) 14%, transparent); color: var(--portico-accent-text, var(--portico-accent)); font-size: calc(12px * var(--portico-font-size-scale, 1)); font-weight: 600; }`}</style>
      {smart ? <p className="pt-hint">{t['email.accountTypeIntro']}</p> : null}
      <dl className="pt-summary">
        {smart ? row('smartAccount', smart.address) : null}
        {eoa ? row('eoa', eoa.address) : null}
        {smart ? (
          <div className="pt-summary-row">
            <dt>{t['email.accountTypeStatus']}</dt>
            <dd data-testid="account-type-deployed">
              {deployed ? t['email.accountTypeReady'] : t['email.accountTypePending']}
            </dd>
          </div>
        ) : null}
      </dl>
      {smart && eoa && smart.address.toLowerCase() === eoa.address.toLowerCase() ? (
        <p className="pt-hint">{t['email.accountTypeSameAddress']}</p>
      ) : null}
      {message ? (
        <p className="pt-problem" role="alert" data-testid="account-type-problem">
          {message}
        </p>
      ) : null}
      {smart ? (
        <button
          type="button"
          className="pt-button-primary"
          disabled={busy}
          data-testid="account-type-switch"
          onClick={() => onSwitch(other)}
        >
          {busy ? <SpinnerIcon /> : null}
          {other === 'eoa' ? t['email.accountTypeToEoa'] : t['email.accountTypeToSmart']}
        </button>
      ) : (
        <p className="pt-hint" data-testid="account-type-none">
          {t['email.accountTypeNone']}
        </p>
      )}
    </div>
  )
}
