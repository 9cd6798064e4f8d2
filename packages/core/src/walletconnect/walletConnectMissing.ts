/**
 * The error of `connectWalletConnect()` on an instance without WalletConnect, telling the host
 * what to add. A lazy chunk: its words stay out of the host's startup bundle.
 */
import { ERROR_MESSAGES } from '../errors/errorCatalogue.js'
import { PorticoError } from '../errors/PorticoError.js'
import type { PorticoOptions } from '../options/optionsSchema.js'

const NEEDS = {
  walletConnect:
    'walletConnect: walletConnect() from @portico/walletconnect (npm install @portico/walletconnect)',
  projectId: 'a projectId',
} as const

export function walletConnectMissing(
  options: Pick<PorticoOptions, 'projectId' | 'walletConnect'>,
): PorticoError {
  const missing = (['walletConnect', 'projectId'] as const).filter((option) => !options[option])
  return new PorticoError(
    'CONNECTOR_NOT_FOUND',
    `${ERROR_MESSAGES.CONNECTOR_NOT_FOUND}: WalletConnect needs ${missing.map((m) => NEEDS[m]).join(' and ')} in createPortico's options`,
    { details: { connector: 'walletConnect', missing } },
  )
}
