import type { PorticoError } from '../errors/PorticoError.js'
import type { PorticoOptionsInput } from './optionsSchema.js'

/** The options' validation in production: a lazy chunk (zod and the schema), run once. */
export interface OptionsCheck {
  /** loads the schema's chunk and validates (once); resolves when done, also when invalid */
  run(): Promise<void>
  /** the INVALID_OPTIONS (or SIWX_AND_SIWE) error, once the check has found the options invalid */
  error: PorticoError | undefined
}

/**
 * SPEC §3, §5: in production the options are validated off the startup path, in idle time or at
 * the first open, whichever comes first (createPorticoWith). Invalid options are reported on the
 * console once with the error createPortico throws in development, and the error is kept for
 * `open()` to throw. A chunk that did not load is tried again on the next run.
 */
export function createOptionsCheck(input: PorticoOptionsInput): OptionsCheck {
  let running: Promise<void> | undefined
  const check: OptionsCheck = {
    error: undefined,
    run() {
      running ??= import('./validateOptions.js').then(
        (m) => {
          try {
            m.validateOptions(input)
          } catch (e) {
            check.error = e as PorticoError
            console.error(e)
          }
        },
        () => {
          running = undefined
        },
      )
      return running
    },
  }
  return check
}
