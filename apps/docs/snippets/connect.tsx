import { connect, disconnect, type Portico, watchEvents } from '@portico/core'
import { ConnectButton, useAccount, useDisconnect } from '@portico/react'

// the button opens Connect when disconnected and Account when connected; any DOM prop passes through
export const Header = () => <ConnectButton id="login" aria-label="Log in with a wallet" />

// the same from code: open the dialog, or connect one connector by its id
export function openLogin(portico: Portico) {
  portico.open()
}
export const connectInjected = (portico: Portico) => connect(portico, 'injected')
export const logOut = (portico: Portico) => disconnect(portico)

export function Account() {
  const { isConnected, address, walletName, balance, balanceSymbol } = useAccount()
  const { disconnect } = useDisconnect()
  if (!isConnected) return null
  return (
    <p>
      {walletName}: {address} ({balance} {balanceSymbol}){' '}
      <button type="button" onClick={() => disconnect()}>
        Log out
      </button>
    </p>
  )
}

// what happens in the dialog, for the host's own analytics
export const logEvents = (portico: Portico) => watchEvents(portico, (event) => console.log(event))
