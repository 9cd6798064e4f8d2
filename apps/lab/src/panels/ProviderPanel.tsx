import { useProvider } from '@portico/react'
import { useState } from 'react'
import { Panel, Row } from './Panel.js'

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

/** useProvider: the connected wallet's EIP-1193 provider, asked for its chain and block. */
export function ProviderPanel() {
  const { provider } = useProvider<Eip1193>()
  const [answer, setAnswer] = useState('—')
  const ask = async () => {
    if (!provider) return
    try {
      const [chainId, block] = await Promise.all([
        provider.request({ method: 'eth_chainId' }),
        provider.request({ method: 'eth_blockNumber' }),
      ])
      setAnswer(`chain ${Number(chainId)} · block ${Number(block)}`)
    } catch (e) {
      setAnswer(e instanceof Error ? e.message : String(e))
    }
  }
  return (
    <Panel title="Provider" testId="panel-provider">
      <Row label="Provider" value={provider ? 'available' : 'none'} testId="lab-provider" />
      <Row label="Answer" value={answer} testId="lab-provider-answer" />
      <div className="actions">
        <button type="button" data-testid="lab-provider-ask" disabled={!provider} onClick={() => void ask()}>
          eth_chainId + eth_blockNumber
        </button>
      </div>
    </Panel>
  )
}
