/**
 * The lab's solana namespace: the local ledger (startSolanaRpc, LiteSVM) as "Solana Localnet",
 * adapter-solana, and the Lab Solana Wallet registered over wallet-standard with its approval
 * prompt. `?wallet=auto` approves everything. The wallet is exposed as `window.solanaLabWallet`.
 */
import { solanaAdapter, solanaNetwork } from '@portico/adapter-solana'
import { createApprovalQueue, mountApprovalPrompt } from '@portico/lab-wallet'
import {
  createLabSolanaWallet,
  LAB_SOLANA_WALLET_ICON,
  LAB_SOLANA_WALLET_NAME,
  registerStandardWallet,
  SOLANA_LAB_ADDRESSES,
  SOLANA_LOCALNET_GENESIS_HASH,
} from '@portico/lab-wallet/solana'
import type { LabEnv } from '../labEnv.js'
import type { LabNamespace } from './labNamespaces.js'

export function solanaLocalnet(rpcUrl: string) {
  return solanaNetwork({
    genesisHash: SOLANA_LOCALNET_GENESIS_HASH,
    name: 'Solana Localnet',
    rpcUrl,
    testnet: true,
  })
}

export async function solanaLab(env: LabEnv): Promise<LabNamespace> {
  const rpcUrl = env.solanaRpcUrl ?? 'http://127.0.0.1:8899'
  const mode = new URLSearchParams(location.search).get('wallet') === 'auto' ? 'auto-approve' : 'prompt'
  const wallet = await createLabSolanaWallet({ rpcUrl, approval: createApprovalQueue(mode) })
  registerStandardWallet(wallet.wallet)
  mountApprovalPrompt(wallet.approvals, {
    wallet: { name: LAB_SOLANA_WALLET_NAME, icon: LAB_SOLANA_WALLET_ICON },
  })
  Object.assign(window, { solanaLabWallet: wallet })
  const network = solanaLocalnet(rpcUrl)
  return {
    namespace: 'solana',
    networks: [network],
    adapter: solanaAdapter({ preflightCommitment: 'confirmed' }),
    // the lab's SPL token: its balance shows, and it can be sent from the dialog
    tokens: {
      [network.caipNetworkId]: {
        address: SOLANA_LAB_ADDRESSES.mint,
        symbol: 'PLT',
        name: 'Portico Lab Token',
      },
    },
  }
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** base58 → bytes (the lab has no Solana library of its own; the adapter returns base58). */
export function decodeBase58(text: string): Uint8Array<ArrayBuffer> {
  let n = 0n
  for (const ch of text) {
    const v = B58.indexOf(ch)
    if (v < 0) throw new Error(`not base58: ${ch}`)
    n = n * 58n + BigInt(v)
  }
  const bytes: number[] = []
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn))
    n >>= 8n
  }
  for (const ch of text) {
    if (ch !== '1') break
    bytes.unshift(0)
  }
  return new Uint8Array(bytes)
}

/** bytes → base58 (a fresh Solana address from a random public key, in the lab and its tests) */
export function encodeBase58(bytes: Uint8Array): string {
  let n = 0n
  for (const b of bytes) n = n * 256n + BigInt(b)
  let out = ''
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out
    n /= 58n
  }
  for (const b of bytes) {
    if (b !== 0) break
    out = `1${out}`
  }
  return out
}

/** ed25519 verification with WebCrypto: the address is the public key (base58), the signature base58. */
export async function verifySolanaSignature(params: { address: string; message: string; signature: string }) {
  const key = await crypto.subtle.importKey('raw', decodeBase58(params.address), { name: 'Ed25519' }, false, [
    'verify',
  ])
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    decodeBase58(params.signature),
    new TextEncoder().encode(params.message),
  )
}
