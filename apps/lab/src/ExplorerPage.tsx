import { useEffect, useState } from 'react'
import { createPublicClient, formatEther, http, isAddress } from 'viem'
import type { LabDevnet } from './labEnv.js'

/** A tiny block explorer over the devnet, so the dialog's explorer link leads somewhere real. */
export function ExplorerPage({ devnet, path }: { devnet: LabDevnet; path: string }) {
  const [, , chainIdText, , address = ''] = path.split('/')
  const chain = devnet.chains.find((c) => String(c.chainId) === chainIdText)
  const [info, setInfo] = useState<{ balance: string; nonce: number; block: bigint } | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!chain || !isAddress(address)) return
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    Promise.all([
      client.getBalance({ address }),
      client.getTransactionCount({ address }),
      client.getBlockNumber(),
    ]).then(
      ([balance, nonce, block]) => setInfo({ balance: formatEther(balance), nonce, block }),
      (e: Error) => setError(e.message),
    )
  }, [chain, address])
  return (
    <main className="lab explorer">
      <h1>Devnet explorer</h1>
      {!chain || !isAddress(address) ? (
        <p className="error">Unknown chain or address.</p>
      ) : (
        <section className="panel" data-testid="explorer">
          <h2>{chain.name}</h2>
          <p className="mono" data-testid="explorer-address">
            {address}
          </p>
          {error ? <p className="error">{error}</p> : null}
          {info ? (
            <dl>
              <dt>Balance</dt>
              <dd data-testid="explorer-balance">{info.balance} ETH</dd>
              <dt>Transactions sent</dt>
              <dd>{info.nonce}</dd>
              <dt>Latest block</dt>
              <dd>{String(info.block)}</dd>
            </dl>
          ) : null}
        </section>
      )}
    </main>
  )
}
