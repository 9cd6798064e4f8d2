import { DisconnectIcon } from '../icons/icons.js'
import { useTexts } from '../texts/TextsProvider.js'

/** the compact danger row that disconnects the wallet (Account view, unsupported network view) */
export function DisconnectRow({ testId, onDisconnect }: { testId: string; onDisconnect(): void }) {
  const texts = useTexts()
  return (
    <button
      type="button"
      className="pt-row pt-row--compact pt-row--danger"
      data-testid={testId}
      onClick={onDisconnect}
    >
      <span className="pt-row-icon">
        <DisconnectIcon />
      </span>
      <span className="pt-row-label">{texts.disconnect}</span>
    </button>
  )
}
