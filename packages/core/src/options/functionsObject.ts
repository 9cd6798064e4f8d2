import { z } from 'zod/mini'

/**
 * An object with these functions (host callbacks such as `siwx`, a storage): checked by shape at
 * startup, with one message that names what is expected (the option's path comes before it:
 * `Invalid options: siwx: expected an object with the functions …`).
 */
export const functionsObject = <T>(names: readonly string[]) =>
  z.custom<T>(
    (v) => names.every((n) => typeof (v as Record<string, unknown> | null | undefined)?.[n] === 'function'),
    `expected an object with the functions ${names.join(', ')}`,
  )
