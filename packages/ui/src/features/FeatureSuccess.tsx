import type { ReactNode } from 'react'
import { CheckIcon, ExternalLinkIcon } from '../icons/icons.js'
import { isSafeLinkUrl } from '../utils/isSafeLinkUrl.js'
import { featureCss } from './featureCss.js'

export interface FeatureSuccessProps {
  /** test ids: `<prefix>-explorer`, `<prefix>-done`, `<prefix>-another` */
  prefix: string
  /** the root's test id and data attributes (e.g. the transaction) */
  rootTestId: string
  rootData?: Record<`data-${string}`, string | undefined>
  heading: ReactNode
  headingTestId?: string
  subtext: string
  /** the transaction on the explorer: a link only when it is http(s) */
  explorerUrl?: string
  explorerLabel: string
  doneLabel: string
  onDone(): void
  /** a second, lighter action (send another, swap again) */
  another?: { label: string; onClick(): void }
}

/** A feature's confirmation (Send, Swap, Buy): the check mark, what happened, the explorer link, done. */
export function FeatureSuccess(props: FeatureSuccessProps) {
  return (
    <div className="pt-center" data-testid={props.rootTestId} {...props.rootData}>
      <style>{featureCss}</style>
      <span className="pt-success-icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 className="pt-heading" {...(props.headingTestId ? { 'data-testid': props.headingTestId } : {})}>
        {props.heading}
      </h3>
      <p className="pt-subtext">{props.subtext}</p>
      <div className="pt-stack">
        {isSafeLinkUrl(props.explorerUrl) ? (
          <a
            className="pt-row pt-row--compact"
            href={props.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`${props.prefix}-explorer`}
          >
            <span className="pt-row-icon">
              <ExternalLinkIcon />
            </span>
            <span className="pt-row-label">{props.explorerLabel}</span>
          </a>
        ) : null}
        <button
          type="button"
          className="pt-button-primary"
          data-testid={`${props.prefix}-done`}
          onClick={props.onDone}
        >
          {props.doneLabel}
        </button>
        {props.another ? (
          <button
            type="button"
            className="pt-link-button"
            data-testid={`${props.prefix}-another`}
            onClick={props.another.onClick}
          >
            {props.another.label}
          </button>
        ) : null}
      </div>
    </div>
  )
}
