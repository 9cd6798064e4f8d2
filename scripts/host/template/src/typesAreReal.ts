// Type-checked, never bundled: the published types are real types, not `any` (each line below
// must be an error; if a type fell back to `any`, @ts-expect-error itself fails the check).
import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import type { ConnectButtonProps } from '@portico/react'

// @ts-expect-error networks is a list of networks or chains
createPortico({ networks: 'mainnet', adapters: [evmAdapter()] })

// @ts-expect-error a button's DOM props are typed
export const props: ConnectButtonProps = { 'aria-hidden': 42 }

// @ts-expect-error walletConnect is walletConnect() of @portico/walletconnect
createPortico({ networks: [], walletConnect: true })
