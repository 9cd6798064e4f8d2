import { ERROR_MESSAGES } from '../errors/errorCatalogue.js'
import { PorticoError } from '../errors/PorticoError.js'

/** An adapter's state made by `setup`, or the error every adapter gives when used before it. */
export function requireSetup<T>(value: T | undefined | null, adapterName: string): T {
  if (value === undefined || value === null)
    throw new PorticoError(
      'ADAPTER_NOT_FOUND',
      `${ERROR_MESSAGES.ADAPTER_NOT_FOUND}: ${adapterName} is not set up yet (pass it to createPortico)`,
    )
  return value
}
