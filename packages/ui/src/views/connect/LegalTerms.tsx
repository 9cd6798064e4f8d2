import type { ReactNode } from 'react'
import { formatNodes } from '../../texts/formatNodes.js'
import { useTexts } from '../../texts/TextsProvider.js'
import { isSafeLinkUrl } from '../../utils/isSafeLinkUrl.js'

/** The host's legal documents (`termsConditionsUrl`, `privacyPolicyUrl`); untrusted strings. */
export interface LegalLinks {
  termsUrl?: string | undefined
  privacyUrl?: string | undefined
}

/** whether there is a document to link (only http(s) addresses are ever linked) */
export const hasLegalLinks = (links: LegalLinks | undefined): links is LegalLinks =>
  Boolean(links && (isSafeLinkUrl(links.termsUrl) || isSafeLinkUrl(links.privacyUrl)))

/** "Terms of Service and Privacy Policy", each a link that opens in a new tab; or the one given */
function LegalDocuments({ links }: { links: LegalLinks }) {
  const texts = useTexts()
  const link = (url: string | undefined, text: string, testId: string): ReactNode =>
    isSafeLinkUrl(url) ? (
      <a href={url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        {text}
      </a>
    ) : null
  const terms = link(links.termsUrl, texts.termsOfService, 'legal-terms')
  const privacy = link(links.privacyUrl, texts.privacyPolicy, 'legal-privacy')
  if (terms && privacy) return <>{formatNodes(texts.legalBoth, { terms, privacy })}</>
  return <>{terms ?? privacy}</>
}

/** SPEC §3 termsConditionsUrl / privacyPolicyUrl: the line under the wallets */
export function LegalNotice({ links }: { links: LegalLinks }) {
  const texts = useTexts()
  return (
    <p className="pt-legal" data-testid="legal-notice">
      {formatNodes(texts.legalNotice, { documents: <LegalDocuments links={links} /> })}
    </p>
  )
}

/** SPEC §3 features.legalCheckbox: the box a person ticks before any way to connect is enabled */
export function LegalCheckbox({
  links,
  checked,
  onChange,
}: {
  links: LegalLinks
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const texts = useTexts()
  return (
    <label className="pt-legal pt-legal--checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        data-testid="legal-checkbox"
      />
      <span>{formatNodes(texts.legalCheckbox, { documents: <LegalDocuments links={links} /> })}</span>
    </label>
  )
}
