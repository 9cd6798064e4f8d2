import { deployErc20 } from '@portico/testing/node'
import { type Address, parseUnits } from 'viem'

/** the api tests' dollar token on a devnet chain: Portico USD (PUSD, 6 decimals) */
export const PUSD = { name: 'Portico USD', symbol: 'PUSD', decimals: 6 } as const

/** deploys PUSD and mints each `pusd` (whole units, e.g. '42.5') to its `to`; the token's address */
export function deployPusd(rpcUrl: string, mint: { to: Address; pusd: string }[]): Promise<Address> {
  return deployErc20({
    rpcUrl,
    ...PUSD,
    mint: mint.map(({ to, pusd }) => ({ to, amount: parseUnits(pusd, PUSD.decimals) })),
  })
}
