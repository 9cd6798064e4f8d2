/**
 * What PorticoStorage.get needs of a schema: `safeParse`. A zod schema is one; the keys core reads
 * at startup use plain readers (`storageKeys.ts`) so zod stays out of a host's startup bundle.
 */
export interface StoredValueSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; data?: undefined; error?: unknown }
}

/** a StoredValueSchema from a reader that returns the value it accepts, or undefined */
export function storedValue<T>(read: (value: unknown) => T | undefined): StoredValueSchema<T> {
  return {
    safeParse(value) {
      const data = read(value)
      return data === undefined ? { success: false } : { success: true, data }
    },
  }
}
