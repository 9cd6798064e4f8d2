import { expect, it } from 'vitest'
import * as react from './index.js'

it('public export list (review API changes here)', () => {
  expect(Object.keys(react).sort()).toMatchSnapshot()
})
