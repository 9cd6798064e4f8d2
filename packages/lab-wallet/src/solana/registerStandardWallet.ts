/**
 * The wallet side of wallet-standard registration: answer `wallet-standard:app-ready` and
 * dispatch `wallet-standard:register-wallet`. Hand-written (about 15 lines) because the package
 * that ships it (`@wallet-standard/wallet`) is not a dependency; `@wallet-standard/app` is the
 * dapp side only.
 */
import type { Wallet } from '@wallet-standard/base'

type RegisterApi = { register(...wallets: Wallet[]): () => void }

export function registerStandardWallet(wallet: Wallet, target: Window = window): void {
  const callback = ({ register }: RegisterApi) => register(wallet)
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  } catch (e) {
    console.error('wallet-standard:register-wallet event could not be dispatched', e)
  }
  target.addEventListener('wallet-standard:app-ready', (event) => {
    callback((event as CustomEvent<RegisterApi>).detail)
  })
}
