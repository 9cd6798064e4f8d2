/** a wallet-standard registry (`getWallets()`), as adapters see it */
export interface WalletRegistry {
  on(event: 'register' | 'unregister', listener: () => void): () => void
}

/** calls `onChange` when a wallet registers or leaves; the stop of both (a WalletSource's `subscribe`) */
export function followRegistrations(registry: WalletRegistry, onChange: () => void): () => void {
  const offs = [registry.on('register', onChange), registry.on('unregister', onChange)]
  return () => {
    for (const off of offs) off()
  }
}
