import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { type Config, useAccount, useBalance, useChainId, WagmiProvider } from 'wagmi'
import { Panel, Row } from './Panel.js'

function WagmiReadout() {
  const { address, status } = useAccount()
  const chainId = useChainId()
  const balance = useBalance({ address })
  return (
    <Panel title="Host wagmi hooks" testId="panel-wagmi">
      <Row label="wagmi status" value={status} testId="wagmi-status" />
      <Row label="wagmi address" value={address ?? '—'} testId="wagmi-address" />
      <Row label="wagmi chain" value={String(chainId)} testId="wagmi-chain" />
      <Row
        label="wagmi balance"
        value={balance.data ? `${balance.data.value} wei` : '—'}
        testId="wagmi-balance"
      />
    </Panel>
  )
}

/** The host keeps using wagmi's own hooks on the config it gave Portico. */
export default function WagmiHostPanel({ config }: { config: Config }) {
  const [client] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={client}>
        <WagmiReadout />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
