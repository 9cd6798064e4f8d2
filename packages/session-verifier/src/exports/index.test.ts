import { expect, it } from 'vitest'
import * as verifier from './index.js'

it('public export list (review API changes here)', () => {
  expect(Object.keys(verifier).sort()).toEqual(['PORTICO_TOKEN_ISSUER', 'verifyPorticoSession'])
})
