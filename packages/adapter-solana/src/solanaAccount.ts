/**
 * The solana adapter's kit account (solanaAdapter.ts): a wallet-standard wallet and its account,
 * from a connect, a restore or a WalletConnect session. A lazy chunk with the actions (a connect
 * needs their address check). The wallet's answer is untrusted: an account is used only with a
 * base58 address of 32 bytes.
 */
import { type PorticoNetwork, porticoError, type WalletConnectNamespaceSession } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { isSolanaAddress } from './solanaActions.js'
import type { SolanaAccount } from './solanaTypes.js'
import { toSolanaError } from './toSolanaError.js'

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((c) => typeof c === 'string') : [])

const noAccount = () => porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no account' } })

/** the wallet's first account with a base58 32-byte address */
export async function firstAccount(wallet: Wallet, silent: boolean): Promise<WalletAccount | undefined> {
  const connect = (wallet.features as Partial<StandardConnectFeature>)['standard:connect']
  if (!connect) throw porticoError('CONNECTOR_NOT_FOUND', { details: { wallet: wallet.name } })
  const answer: unknown = await connect.connect(silent ? { silent: true } : undefined)
  const accounts = (answer as { accounts?: unknown } | null)?.accounts
  return (Array.isArray(accounts) ? accounts : []).find(
    (a: Partial<WalletAccount> | null) => typeof a?.address === 'string' && isSolanaAddress(a.address),
  )
}

/** on the network asked for when the wallet lists it, else the first configured one it lists, else the first */
function accountOn(
  networks: readonly PorticoNetwork[],
  wallet: Wallet,
  account: WalletAccount,
  asked: PorticoNetwork,
): SolanaAccount {
  const chains = [...strings(account.chains), ...strings(wallet.chains)]
  const network = chains.includes(asked.caipNetworkId)
    ? asked
    : (networks.find((n) => chains.includes(n.caipNetworkId)) ?? networks[0])
  if (!network) throw porticoError('NETWORK_NOT_FOUND')
  return { wallet, account, address: account.address, chainId: networks.find((n) => n === network)?.id ?? '' }
}

/** the account a connect gives (with a prompt) */
export async function connectAccount(
  wallet: Wallet,
  networks: readonly PorticoNetwork[],
  asked: PorticoNetwork,
) {
  let account: WalletAccount | undefined
  try {
    account = await firstAccount(wallet, false)
  } catch (e) {
    throw toSolanaError(e)
  }
  if (!account) throw noAccount()
  return accountOn(networks, wallet, account, asked)
}

/** the account a restore gives (no prompt); null when the wallet no longer authorises the page */
export async function restoreAccount(
  wallet: Wallet,
  networks: readonly PorticoNetwork[],
  asked: PorticoNetwork,
) {
  const account = await firstAccount(wallet, true).catch(() => undefined)
  return account ? accountOn(networks, wallet, account, asked) : null
}

/** a session as a wallet-standard wallet (a lazy chunk) and its first account; `chain`: where requests go */
export async function sessionAccount(
  ws: WalletConnectNamespaceSession,
  network: PorticoNetwork,
  chain: () => PorticoNetwork,
): Promise<SolanaAccount> {
  const { walletConnectSolanaWallet } = await import('./walletConnectSolanaWallet.js')
  const built = walletConnectSolanaWallet(ws, { chain: () => chain().caipNetworkId })
  const account = await firstAccount(built.wallet, false).catch((e) => {
    built.dispose()
    throw toSolanaError(e)
  })
  if (!account) {
    built.dispose()
    throw noAccount()
  }
  return {
    wallet: built.wallet,
    account,
    address: account.address,
    chainId: network.id,
    dispose: built.dispose,
  }
}
