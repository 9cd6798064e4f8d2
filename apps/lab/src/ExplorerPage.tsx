import { useEffect, useState } from 'react'
import { createPublicClient, formatEther, http, isAddress, isHash } from 'viem'
import type { LabDevnet } from './labEnv.js'

type Info =
  | { kind: 'address'; balance: string; nonce: number; block: bigint }
  | { kind: 'tx'; status: string; from: string; to: string | null; value: string; block: bigint }

/**
 * A tiny block explorer over the devnet, so the dialog's explorer links lead somewhere real:
 * `/explorer/<chainId>/address/<address>` and `/explorer/<chainId>/tx/<hash>`.
 */
export function ExplorerPage({ devnet, path }: { devnet: LabDevnet; path: string }) {
  const [, , chainIdText, kind, id = ''] = path.split('/')
  const chain = devnet.chains.find((c) => String(c.chainId) === chainIdText)
  const valid = kind === 'tx' ? isHash(id) : isAddress(id)
  const [info, setInfo] = useState<Info | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!chain || !valid) return
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const load: Promise<Info> =
      kind === 'tx'
        ? Promise.all([
            client.getTransaction({ hash: id as `0x${string}` }),
            client.getTransactionReceipt({ hash: id as `0x${string}` }),
          ]).then(([tx, receipt]) => ({
            kind: 'tx',
            status: receipt.status,
            from: tx.from,
            to: tx.to,
            value: formatEther(tx.value),
            block: receipt.blockNumber,
          }))
        : Promise.all([
            client.getBalance({ address: id as `0x${string}` }),
            client.getTransactionCount({ address: id as `0x${string}` }),
            client.getBlockNumber(),
          ]).then(([balance, nonce, block]) => ({
            kind: 'address',
            balance: formatEther(balance),
            nonce,
            block,
          }))
    load.then(setInfo, (e: Error) => setError(e.message))
  }, [chain, valid, kind, id])
  return (
    <main className="lab explorer">
      <h1>Devnet explorer</h1>
      {!chain || !valid ? (
        <p className="error">Unknown chain, address or transaction.</p>
      ) : (
        <section className="panel" data-testid="explorer">
          <h2>{chain.name}</h2>
          <p className="mono" data-testid={kind === 'tx' ? 'explorer-tx' : 'explorer-address'}>
            {id}
          </p>
          {error ? <p className="error">{error}</p> : null}
          {info?.kind === 'address' ? (
            <dl>
              <dt>Balance</dt>
              <dd data-testid="explorer-balance">{info.balance} ETH</dd>
              <dt>Transactions sent</dt>
              <dd>{info.nonce}</dd>
              <dt>Latest block</dt>
              <dd>{String(info.block)}</dd>
            </dl>
          ) : null}
          {info?.kind === 'tx' ? (
            <dl>
              <dt>Status</dt>
              <dd data-testid="explorer-tx-status">{info.status}</dd>
              <dt>From</dt>
              <dd className="mono">{info.from}</dd>
              <dt>To</dt>
              <dd className="mono">{info.to ?? '—'}</dd>
              <dt>Value</dt>
              <dd>{info.value} ETH</dd>
              <dt>Block</dt>
              <dd>{String(info.block)}</dd>
            </dl>
          ) : null}
        </section>
      )}
    </main>
  )
}
