/** zod/mini carries no English messages (no locale loaded): name unknown keys and bad enums ourselves. */
export interface Issue {
  code?: string
  path: PropertyKey[]
  message: string
  keys?: string[]
  values?: unknown[]
  expected?: string
}

/** `path: message; path: message` for the options' error message, each path prefixed by `prefix` */
export function describeIssues(issues: readonly Issue[], prefix: readonly string[] = []): string {
  return issues
    .map((i) => {
      const path = [...prefix, ...i.path.map(String)].join('.') || '(options)'
      let message = i.message
      if (i.code === 'unrecognized_keys' && i.keys) message = `unknown key ${i.keys.join(', ')}`
      else if (message === 'Invalid input' && i.code === 'invalid_value' && i.values)
        message = `expected one of ${i.values.map(String).join(', ')}`
      else if (message === 'Invalid input' && i.expected) message = `expected ${i.expected}`
      return `${path}: ${message}`
    })
    .join('; ')
}
