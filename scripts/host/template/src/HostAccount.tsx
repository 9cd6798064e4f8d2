// What the host renders with its own wagmi hooks: it sees the account Portico connected.
import { useAccount } from 'wagmi'

export function HostAccount() {
  const { address, chainId, status } = useAccount()
  return (
    <p data-host="wagmi-account">
      {status} {address ?? ''} {chainId ?? ''}
    </p>
  )
}
