import type { BalanceController } from './createBalanceController.js'
import type { NetworkController } from './createNetworkController.js'
import type { PorticoContext } from './PorticoContext.js'

/**
 * The balance controller (createBalanceController.ts) as a lazy chunk, made on the first fetch: a
 * balance is fetched only once an account is connected or the dialog opens, so a host's startup
 * bundle does not carry it (docs/architecture.md "Startup cost"). Before the first fetch there is
 * nothing cached to clear.
 */
export function lazyBalanceController(ctx: PorticoContext, networks: NetworkController): BalanceController {
  let made: BalanceController | undefined
  let making: Promise<BalanceController> | undefined
  const make = () => {
    making ??= import('./createBalanceController.js').then(
      (m) => (made = m.createBalanceController(ctx, networks)),
      (e: unknown) => {
        making = undefined // a chunk that did not load is fetched again next time
        throw e
      },
    )
    return making
  }
  return {
    fetch: (opts) =>
      made
        ? made.fetch(opts)
        : make().then(
            (b) => b.fetch(opts),
            () => undefined,
          ),
    clear: () => made?.clear(),
  }
}
