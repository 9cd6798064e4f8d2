import { useNetwork } from '@portico/react'
import { useState } from 'react'
import { Panel, Row } from './Panel.js'

export function NetworkPanel() {
  const { network, caipNetworkId, isUnsupported, networks, switchNetwork, switching } = useNetwork()
  const [error, setError] = useState<string | null>(null)
  return (
    <Panel title="Network" testId="panel-network">
      <Row
        label="Active"
        value={network?.name ?? (caipNetworkId ? `${caipNetworkId} (unsupported)` : '—')}
        testId="lab-network"
      />
      <Row label="CAIP-2" value={caipNetworkId ?? '—'} testId="lab-caip-network" />
      <Row label="Supported" value={isUnsupported ? 'no' : 'yes'} testId="lab-network-supported" />
      <div className="actions">
        {networks.map((n) => (
          <button
            key={n.caipNetworkId}
            type="button"
            data-testid={`lab-switch-${n.id}`}
            disabled={switching !== null || n.caipNetworkId === caipNetworkId}
            onClick={() => {
              setError(null)
              switchNetwork(n.caipNetworkId).catch((e: Error) => setError(e.message))
            }}
          >
            Switch to {n.name}
          </button>
        ))}
      </div>
      {error ? (
        <p className="error" data-testid="lab-network-error">
          {error}
        </p>
      ) : null}
    </Panel>
  )
}
