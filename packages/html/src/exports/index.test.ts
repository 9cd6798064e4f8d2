import { expect, it } from 'vitest'
import * as html from './index.js'

it('public export list (review API changes here)', () => {
  expect(Object.keys(html).sort()).toEqual(['PORTICO_ELEMENT_TAGS', 'definePorticoElements', 'mountPortico'])
})
