import { useEffect, useRef, useState } from 'react'
import { Data } from '../../components/Data.js'
import { NetworkIcon } from '../../components/NetworkIcon.js'
import { CheckIcon, CopyIcon } from '../../icons/icons.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { QrCode } from '../../walletconnect/QrCode.js'
import { featureCss } from '../featureCss.js'
import { receiveTexts } from './receiveTexts.js'

interface NetworkItem {
  caipNetworkId: string
  name: string
  imageUrl?: string
}

export interface ReceiveViewProps {
  address: string
  /** the chain-aware payment URI (EIP-681, BIP-21, Solana Pay) */
  uri: string
  /** `uri` says more than the address: a switch offers the bare address */
  chainAware: boolean
  network: NetworkItem
  /** the networks this address receives on */
  networks: NetworkItem[]
  onCopy(): void
}

const COPIED_MS = 1500
const CSS = `
.pt-receive { display: flex; flex-direction: column; align-items: center; gap: 14px; padding: 4px 0 8px; text-align: center; }
.pt-receive-qr { padding: 12px; border-radius: 24px; background: #fff; line-height: 0; box-shadow: 0 0 0 1px var(--portico-border); }
.pt-receive-switch { display: flex; align-items: flex-start; gap: 10px; width: 100%; padding: 10px 12px; border-radius: var(--portico-radius-item); background: var(--portico-surface); text-align: start; cursor: pointer; }
.pt-receive-switch input { flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--portico-accent); }
.pt-receive-switch strong { display: block; font-size: calc(14px * var(--portico-font-size-scale, 1)); }
.pt-receive-address { display: flex; align-items: center; gap: 8px; width: 100%; padding-block: 10px; padding-inline: 14px 8px; border-radius: var(--portico-radius-item); background: var(--portico-surface); text-align: start; }
.pt-receive-address .pt-mono { flex: 1; min-width: 0; }
.pt-receive-networks { width: 100%; text-align: start; }
.pt-receive-networks h3 { margin: 4px 0 8px; font-size: calc(13px * var(--portico-font-size-scale, 1)); color: var(--portico-muted); font-weight: 600; }
.pt-receive-networks ul { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.pt-receive-networks li { display: inline-flex; align-items: center; gap: 6px; height: 32px; padding-block: 0; padding-inline: 4px 10px; border-radius: 999px; background: var(--portico-surface); font-size: calc(13px * var(--portico-font-size-scale, 1)); font-weight: 600; }
`

/**
 * Receive (SPEC §2): a QR of the chain-aware payment URI (a switch back to the bare address,
 * since some wallets do not read the chain suffix), the address with copy, and the networks the
 * address receives on. Addresses and URIs are shown left-to-right in any layout.
 */
export function ReceiveView({ address, uri, chainAware, network, networks, onCopy }: ReceiveViewProps) {
  const t = useFeatureTexts(receiveTexts)
  const [withNetwork, setWithNetwork] = useState(true)
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const value = chainAware && withNetwork ? uri : address
  const copy = () => {
    onCopy()
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }
  return (
    <div className="pt-receive" data-testid="receive-view" data-qr-value={value}>
      <style>{featureCss + CSS}</style>
      <div className="pt-receive-qr">
        <QrCode value={value} label={t['receive.qrLabel']} size={208} testId="receive-qr" />
      </div>
      <p className="pt-hint">{formatText(t['receive.scanHint'], { network: network.name })}</p>
      {chainAware ? (
        <label className="pt-receive-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={withNetwork}
            checked={withNetwork}
            onChange={(e) => setWithNetwork(e.target.checked)}
            data-testid="receive-include-network"
          />
          <span>
            <strong>{t['receive.includeNetwork']}</strong>
            <span className="pt-hint">{t['receive.includeNetworkHint']}</span>
          </span>
        </label>
      ) : null}
      <div className="pt-receive-address">
        <span className="pt-sr-only">{t['receive.addressLabel']}</span>
        <span className="pt-mono pt-ltr" translate="no" data-testid="receive-address">
          {address}
        </span>
        <button
          type="button"
          className="pt-icon-button"
          aria-label={copied ? t['receive.copied'] : t['receive.copy']}
          data-testid="receive-copy"
          onClick={copy}
        >
          {copied ? <CheckIcon className="pt-check" /> : <CopyIcon />}
        </button>
      </div>
      <section className="pt-receive-networks" aria-label={t['receive.networksTitle']}>
        <h3>{t['receive.networksTitle']}</h3>
        <ul data-testid="receive-networks">
          {networks.map((n) => (
            <li key={n.caipNetworkId} data-testid={`receive-network-${n.caipNetworkId}`}>
              <NetworkIcon name={n.name} imageUrl={n.imageUrl} size={24} />
              <Data>{n.name}</Data>
            </li>
          ))}
        </ul>
        {networks.length === 1 ? (
          <p className="pt-hint" style={{ marginTop: 8 }}>
            {formatText(t['receive.onlyThisNetwork'], { network: network.name })}
          </p>
        ) : null}
      </section>
    </div>
  )
}
