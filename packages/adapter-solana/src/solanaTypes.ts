/** The solana adapter's public types (solanaAdapter.ts). */
import type { PorticoAdapter, PorticoNetwork, SolanaPreflightCommitment } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export interface WalletsSource {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

export interface SolanaAdapterOptions {
  /** SPEC §5: processed, confirmed (default), finalized, recent, single, singleGossip, root or max */
  preflightCommitment?: SolanaPreflightCommitment
  /** how long `send` waits for a confirmation (default 30 s) */
  confirmTimeoutMs?: number
  /** how long reconnect waits for the stored wallet to register after a reload (default 3 s) */
  reconnectTimeoutMs?: number
  /** where wallets come from (default: `getWallets()` of `@wallet-standard/app`) */
  wallets?: () => WalletsSource
}

export interface SolanaAdapter extends PorticoAdapter {
  readonly namespace: 'solana'
  readonly preflightCommitment: SolanaPreflightCommitment
  getTokenBalance: NonNullable<PorticoAdapter['getTokenBalance']>
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  prepareSend: NonNullable<PorticoAdapter['prepareSend']>
  send: NonNullable<PorticoAdapter['send']>
}

/** The connected wallet and account, shared with the lazy actions chunk. */
export interface SolanaSession {
  wallet: Wallet
  account: WalletAccount
  network: PorticoNetwork
  commitment: SolanaPreflightCommitment
  confirmTimeoutMs: number
}

/** the kit's account (solanaAdapter.ts): the wallet and its wallet-standard account */
export interface SolanaAccount {
  wallet: Wallet
  account: WalletAccount
  address: string
  chainId: string | number
  /** a wallet built over a WalletConnect session: drops its session listeners */
  dispose?: (() => void) | undefined
}
