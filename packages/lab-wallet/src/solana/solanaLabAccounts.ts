/**
 * Fixed keys of the local Solana ledger (startSolanaRpc) and the Lab Solana Wallet, so the
 * browser and Node agree on addresses without talking. Test keys only: never fund them anywhere.
 */
import { DEVNET_ACCOUNTS } from '../devnet/devnetAccounts.js'

/** 0x-hex → bytes (no viem / Buffer here: the browser imports this file too) */
const hexBytes = (hex: string) =>
  Uint8Array.from(hex.slice(2).match(/../g) ?? [], (h) => Number.parseInt(h, 16))

/** 32-byte ed25519 private key seeds. */
export const SOLANA_LAB_SEEDS = {
  /** the Lab Solana Wallet's account, funded at start with SOL and SPL tokens */
  wallet: new Uint8Array(32).fill(11),
  /** a second account, the default receiver of lab transfers */
  receiver: new Uint8Array(32).fill(12),
  /** the SPL mint account ("Portico Lab Token") */
  mint: new Uint8Array(32).fill(13),
  /** pays for the mint and is its authority */
  authority: new Uint8Array(32).fill(14),
  /** the lab mobile wallet's Solana key (createMobileWallet: DEVNET_ACCOUNTS[0]'s private key), funded too */
  mobileWallet: hexBytes(DEVNET_ACCOUNTS[0]!.privateKey),
} as const

/** The addresses of SOLANA_LAB_SEEDS (checked against the keys in solanaLabAccounts.test.ts). */
export const SOLANA_LAB_ADDRESSES = {
  wallet: '7v54NWdBtkjuAFJrLGsS2SXnuk8nKam81mZJeeYxVFi9',
  receiver: 'mBKqcnGotbsSb5vNrdyhzZ5EhqZdids9QYiTRckvi7v',
  mint: 'AoVsGaj8MSJ6xwKxfFxo9iZWH3enC8RRTXKH2fx2F8os',
  authority: 'oapfTk8FG2np1vSoGANkbijWiQApHZMFAytSdCoass9',
  mobileWallet: '5kMDkdera2vkpd3XkjMd851WJ4EnE9nxGcukW2mW7AU3',
} as const

/** SOL airdropped to the wallet, the receiver and the mobile wallet at start. */
export const SOLANA_LAB_SOL = 100n
/** SPL: decimals and the whole tokens minted to the wallet at start. */
export const SOLANA_LAB_TOKEN = {
  decimals: 6,
  amount: 1_000n,
  symbol: 'PLT',
  name: 'Portico Lab Token',
} as const

/**
 * The local ledger's genesis hash (base58 of 32 bytes). Fixed so that the lab can define its
 * network (`solana:<first 32 chars>`, CAIP-2) before the RPC is reachable.
 */
export const SOLANA_LOCALNET_GENESIS_HASH = 'PorticoLocaLnet1111111111111111111111111111'
/** CAIP-2 reference: the first 32 characters of the genesis hash. */
export const SOLANA_LOCALNET_CHAIN_REF = SOLANA_LOCALNET_GENESIS_HASH.slice(0, 32)
