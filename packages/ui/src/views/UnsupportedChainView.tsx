import { WarningIcon } from '../icons/WarningIcon.js'
import { useTexts } from '../texts/TextsProvider.js'
import { DisconnectRow } from './DisconnectRow.js'
import { type NetworkItem, NetworkList } from './NetworkList.js'

export interface UnsupportedChainViewProps {
  networks: NetworkItem[]
  onSelect(caipNetworkId: string): void
  onDisconnect(): void
  switchingCaipNetworkId?: string
  disabled?: boolean
}

/** SPEC §4: shown when the wallet is on a network the app does not support. */
export function UnsupportedChainView({
  networks,
  onSelect,
  onDisconnect,
  switchingCaipNetworkId,
  disabled,
}: UnsupportedChainViewProps) {
  const texts = useTexts()
  return (
    <div data-testid="unsupported-view">
      <p className="pt-notice">
        <WarningIcon />
        <span>{texts.unsupportedChainMessage}</span>
      </p>
      <NetworkList
        networks={networks}
        switchingCaipNetworkId={switchingCaipNetworkId}
        disabled={disabled}
        onSelect={onSelect}
      />
      <div className="pt-footer-action">
        <DisconnectRow testId="unsupported-disconnect" onDisconnect={onDisconnect} />
      </div>
    </div>
  )
}
