import type {} from '@portico/core/features/email'
import { usePorticoInstance, usePorticoSelector } from '@portico/react'
import { Panel, Row } from './Panel.js'

/**
 * `?config=email`: where the login codes arrive (the lab's mail catcher) and what the embedded
 * wallet is. The keys live in the secure site's frame (another site than this page): the page
 * sees addresses and signatures, never a key.
 */
export function EmailPanel({ mailUrl, secureSiteUrl }: { mailUrl?: string; secureSiteUrl?: string }) {
  const portico = usePorticoInstance()
  const email = usePorticoSelector((s) => s.features.email?.userEmail, undefined)
  const connector = usePorticoSelector((s) => s.accounts[s.activeNamespace]?.connectorId, undefined)
  return (
    <Panel title="Email wallet" testId="panel-email">
      <p className="hint">
        Type any email in the dialog, then read the 6-digit code in the inbox. A new browser for the same
        email gets an approval link instead, and asks for the recovery code the wallet showed once.
      </p>
      <Row
        label="Inbox"
        testId="lab-inbox"
        value={
          mailUrl ? (
            <a href={mailUrl} target="_blank" rel="noreferrer" data-testid="lab-inbox-link">
              {mailUrl}
            </a>
          ) : (
            '—'
          )
        }
      />
      <Row label="Secure site" testId="lab-secure-site" value={<code>{secureSiteUrl ?? '—'}</code>} />
      <Row label="Logged in as" value={email ?? '—'} testId="lab-email-user" />
      <div className="actions">
        <button
          type="button"
          data-testid="lab-email-update"
          disabled={connector !== 'auth'}
          onClick={() => portico?.open({ view: 'UpdateEmail' })}
        >
          Change email
        </button>
      </div>
    </Panel>
  )
}
