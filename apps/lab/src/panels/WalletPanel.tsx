import type { LabWallet } from '@portico/lab-wallet'
import { useEffect, useState } from 'react'
import { readLabEnv } from '../labEnv.js'
import { Panel, Row } from './Panel.js'

/** The wallet's side: what a person would do inside the extension. */
export function WalletPanel({ wallet }: { wallet: LabWallet }) {
  const [chainId, setChainId] = useState(wallet.getChainId())
  const [authorized, setAuthorized] = useState(wallet.isAuthorized())
  useEffect(() => {
    const sync = () => {
      setChainId(wallet.getChainId())
      setAuthorized(wallet.isAuthorized())
    }
    wallet.provider.on('chainChanged', sync)
    wallet.provider.on('accountsChanged', sync)
    return () => {
      wallet.provider.removeListener('chainChanged', sync)
      wallet.provider.removeListener('accountsChanged', sync)
    }
  }, [wallet])
  const chains = readLabEnv().chains
  return (
    <Panel title="Lab wallet (wallet side)" testId="panel-wallet">
      <Row label="Account" value={wallet.address} testId="wallet-address" />
      <Row label="Chain" value={String(chainId)} testId="wallet-chain" />
      <Row label="Dapp authorized" value={authorized ? 'yes' : 'no'} testId="wallet-authorized" />
      <div className="actions">
        {chains.map((c) => (
          <button
            key={c.chainId}
            type="button"
            data-testid={`wallet-set-chain-${c.chainId}`}
            disabled={c.chainId === chainId}
            onClick={() => wallet.setChain(c.chainId)}
          >
            Wallet → {c.name}
          </button>
        ))}
        <button
          type="button"
          data-testid="wallet-disconnect"
          disabled={!authorized}
          onClick={() => wallet.disconnect()}
        >
          Disconnect from wallet
        </button>
      </div>
    </Panel>
  )
}
