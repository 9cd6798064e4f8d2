import type { Portico } from '@portico/core'
import { paymentUri } from '@portico/core/features/receive'
import { mainnet } from 'viem/chains'

// the URI the Receive screen draws as a QR code: ethereum:0x…@1
export const uri = paymentUri(
  { chainNamespace: 'eip155', id: mainnet.id },
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
)

export const openReceive = (portico: Portico) => portico.open({ view: 'Receive' })
