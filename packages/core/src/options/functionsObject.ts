import { z } from 'zod/mini'

/**
 * An object with these functions (host callbacks such as `siwx`): checked by shape at startup,
 * with one message that names what is expected.
 */
export const functionsObject = <T>(option: string, names: readonly string[]) =>
  z.custom<T>(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      names.every((n) => typeof (v as Record<string, unknown>)[n] === 'function'),
    `${option}: expected an object with the functions ${names.join(', ')}`,
  )
