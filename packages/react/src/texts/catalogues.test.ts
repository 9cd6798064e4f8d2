import { ALERTS, ERROR_MESSAGES, TOASTS } from '@portico/core'
import { DEFAULT_TEXTS } from '@portico/ui'
import { describe, expect, it } from 'vitest'

// core keeps what it raises as keys; the ui catalogue words them. The English words must be the
// SPEC's (§5, §8) in both places: a thrown error's message and what the dialog shows.
describe('the catalogues agree (SPEC §5, §8 texts)', () => {
  it('§5 every error code has the same English text in the dialog as in error.message', () => {
    for (const [code, message] of Object.entries(ERROR_MESSAGES))
      expect(DEFAULT_TEXTS[`error.${code}` as keyof typeof DEFAULT_TEXTS], code).toBe(message)
  })
  it('§8 every toast and alert key has its SPEC text in the dialog', () => {
    for (const [key, text] of Object.entries(TOASTS))
      expect(DEFAULT_TEXTS[`toast.${key}` as keyof typeof DEFAULT_TEXTS], key).toBe(text)
    for (const [key, alert] of Object.entries(ALERTS)) {
      expect(DEFAULT_TEXTS[`alert.${key}` as keyof typeof DEFAULT_TEXTS], key).toBe(alert.shortMessage)
      expect(DEFAULT_TEXTS[`alert.${key}.message` as keyof typeof DEFAULT_TEXTS], key).toBe(alert.longMessage)
    }
  })
})
