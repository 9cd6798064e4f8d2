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
import { base58 } from '@scure/base'
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

/** base58 → bytes (the adapter returns base58; @scure/base is the lab's codec) */
export function decodeBase58(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(base58.decode(text))
}

/** bytes → base58 (a fresh Solana address from a random public key, in the lab and its tests) */
export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(bytes)
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
