import { expect, it } from 'vitest'
import * as kit from './index.js'

it('public export list (review API changes here)', () => {
  expect(Object.keys(kit).sort()).toMatchSnapshot()
})
