import { describe, expect, it } from 'vitest'
import { rotateKeys } from './rotateKeys.js'

describe('portico-secure-site rotate-keys', () => {
  it('refuses an unknown argument and a missing SHARE_KEYS before it opens any database', async () => {
    await expect(rotateKeys({ SHARE_KEYS: 'k1:x' }, ['--datakey'])).rejects.toThrow(
      /unknown argument --datakey \(only --data-key\)/,
    )
    await expect(rotateKeys({ DATA_DIR: '/nonexistent/never-made' }, [])).rejects.toThrow(
      /SHARE_KEYS is required/,
    )
  })
})
