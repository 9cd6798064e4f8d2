import type { ErrorCode } from '@portico/core'
import { ActionButton } from '../../components/ActionButton.js'
import { Data } from '../../components/Data.js'
import { Thumbnail } from '../../components/Thumbnail.js'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts, useTexts } from '../../texts/TextsProvider.js'
import { errorText } from '../../texts/texts.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { featureCss } from '../featureCss.js'
import { siwxTexts } from './siwxTexts.js'

export interface SIWXSignMessageViewProps {
  /** the host's name (metadata); untrusted text, shown as data */
  appName?: string
  /** the host's icon URL; shown only as an image, and only when it is a safe URL */
  appIcon?: string
  address?: string
  networkName?: string
  /** SPEC §6 required mode: Cancel disconnects */
  required: boolean
  /** the machine: idle, signing, verifying, authenticated, rejected or error */
  status: 'idle' | 'signing' | 'verifying' | 'authenticated' | 'rejected' | 'error'
  /** why it failed (status error): the sign-in's own codes or an error code of the catalogue */
  error?: ErrorCode | 'SIWX_MESSAGE_FAILED' | 'SIWX_VERIFY_FAILED'
  onSign(): void
  onCancel(): void
}

const CSS = `
.pt-siwx { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 4px 0 8px; text-align: center; }
.pt-siwx h3 { margin: 4px 0 0; font-size: calc(17px * var(--portico-font-size-scale, 1)); }
.pt-siwx dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; width: 100%; margin: 0; padding: 10px 14px; border-radius: var(--portico-radius-item); background: var(--portico-surface); text-align: start; }
.pt-siwx dt { color: var(--portico-muted); }
.pt-siwx dd { margin: 0; text-align: end; min-width: 0; }
`

/**
 * SIWXSignMessage (SPEC §2, §4 sign-in): who asks (the host's name and icon), the account and
 * network, what signing means, Sign ('Authenticating...' while the wallet signs and the server
 * verifies) and Cancel; a declined signature or a refused sign-in is announced (role alert).
 */
export function SIWXSignMessageView(props: SIWXSignMessageViewProps) {
  const t = useFeatureTexts(siwxTexts)
  const texts = useTexts()
  const busy = props.status === 'signing' || props.status === 'verifying'
  const problem =
    props.status === 'rejected'
      ? t['siwx.declined']
      : props.status === 'error'
        ? props.error === 'SIWX_MESSAGE_FAILED'
          ? t['siwx.messageFailed']
          : props.error === 'SIWX_VERIFY_FAILED'
            ? t['siwx.verifyFailed']
            : errorText(texts, props.error)
        : undefined
  return (
    <div className="pt-siwx" data-testid="siwx-view" data-status={props.status}>
      <style>{featureCss + CSS}</style>
      <Thumbnail
        name={props.appName ?? '?'}
        {...(props.appIcon ? { imageUrl: props.appIcon } : {})}
        size={64}
        radius={16}
      />
      <h3 data-testid="siwx-heading">
        {props.appName
          ? formatNodes(t['siwx.heading'], { app: <Data>{props.appName}</Data> })
          : t['siwx.headingNoApp']}
      </h3>
      <p className="pt-hint">{t['siwx.explain']}</p>
      {props.address || props.networkName ? (
        <dl>
          {props.address ? (
            <>
              <dt>{t['siwx.account']}</dt>
              <dd>
                <Data ltr data-testid="siwx-address">
                  {shortAddress(props.address)}
                </Data>
              </dd>
            </>
          ) : null}
          {props.networkName ? (
            <>
              <dt>{t['siwx.network']}</dt>
              <dd>
                <Data data-testid="siwx-network">{props.networkName}</Data>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {props.required ? (
        <p className="pt-hint" data-testid="siwx-required">
          {t['siwx.required']}
        </p>
      ) : null}
      {problem ? (
        <p className="pt-problem" role="alert" data-testid="siwx-problem" data-status={props.status}>
          {problem}
        </p>
      ) : null}
      <div className="pt-actions">
        <button
          type="button"
          className="pt-button-primary"
          disabled={busy}
          aria-busy={busy}
          data-testid="siwx-sign"
          onClick={props.onSign}
        >
          {busy ? (
            <>
              <SpinnerIcon />
              {t['siwx.authenticating']}
            </>
          ) : (
            t['siwx.sign']
          )}
        </button>
        <ActionButton kind="secondary" testId="siwx-cancel" onClick={props.onCancel}>
          {t['siwx.cancel']}
        </ActionButton>
      </div>
    </div>
  )
}
