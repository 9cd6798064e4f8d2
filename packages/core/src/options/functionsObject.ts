import { z } from 'zod/mini'

/**
 * An object with these functions (host callbacks such as `siwx`, a storage): checked by shape at
 * startup, with one message that names what is expected.
 */
export const functionsObject = <T>(option: string, names: readonly string[]) =>
  z.custom<T>(
    (v) => names.every((n) => typeof (v as Record<string, unknown> | null | undefined)?.[n] === 'function'),
    `${option}: expected an object with the functions ${names.join(', ')}`,
  )
