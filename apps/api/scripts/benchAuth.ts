/**
 * `pnpm --filter @portico/api bench:auth`: the time of `POST /auth/v1/verify` per namespace, in
 * process (`app.request`, no socket), PGlite in memory: 5 unmeasured sign-ins, then the median (and
 * p95) of 50. Each measured request is one real sign-in: a fresh nonce and a message signed by a
 * real key beforehand (not timed), then the verify (parse, checks, signature, nonce consumption,
 * session insert, token signing). eip155 twice: on a chain the server follows (viem/siwe's
 * verifySiweMessage through anvil: ERC-1271/6492-aware, one eth_call) and on one it does not (EOA).
 */
import { createSignInMessage } from '@portico/core'
import { startDevnet } from '@portico/testing/node'
import { createApiServer } from '../src/createApiServer.js'
import { bitcoinSigner, evmSigner, type SignInSigner, solanaSigner } from '../src/test/signInSigners.js'

const RUNS = 50
const WARMUP = 5
const devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
const server = await createApiServer({
  databaseUrl: 'memory:',
  indexer: { enabled: false, intervalMs: 1000 },
  logRequests: false,
  chains: [{ chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl }],
})
const post = (path: string, body: unknown) =>
  server.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function signedBody(signer: SignInSigner) {
  const n = (await (await post('/auth/v1/nonce', { domain: 'localhost:5173' })).json()) as {
    nonce: string
    issuedAt: string
  }
  const message = createSignInMessage({
    chainId: signer.chainId,
    accountAddress: signer.address,
    nonce: n.nonce,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/',
    version: '1',
    issuedAt: n.issuedAt,
  }).toString()
  return { message, signature: await signer.sign(message) }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
try {
  const cases: [string, () => SignInSigner | Promise<SignInSigner>][] = [
    ['eip155 (followed chain, verifySiweMessage)', () => evmSigner('eip155:31337')],
    ['eip155 (other chain, EOA)', () => evmSigner('eip155:1')],
    ['solana (ed25519)', solanaSigner],
    ['bip122 (BIP-322)', bitcoinSigner],
  ]
  console.log(`POST /auth/v1/verify, in process, PGlite, median of ${RUNS} (after ${WARMUP} unmeasured)`)
  for (const [name, make] of cases) {
    const signer = await make()
    const times: number[] = []
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const body = await signedBody(signer)
      const start = performance.now()
      const res = await post('/auth/v1/verify', body)
      const ms = performance.now() - start
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`)
      if (i >= WARMUP) times.push(ms)
    }
    times.sort((a, b) => a - b)
    console.log(
      `${name.padEnd(44)} median ${quantile(times, 0.5).toFixed(2)} ms   p95 ${quantile(times, 0.95).toFixed(2)} ms`,
    )
  }
} finally {
  await server.close()
  await devnet.stop()
}
