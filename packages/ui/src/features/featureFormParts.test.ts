import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const source = (file: string) =>
  readFileSync(resolve(process.cwd(), 'packages/ui/src/features', file), 'utf8')
const FORMS = ['send/SendFormView.tsx', 'swaps/SwapView.tsx', 'onramp/OnrampView.tsx']

describe('Send, Swap and Buy share their form parts (issue 29)', () => {
  it('no form writes its own amount field, token list, problem text or submit button', () => {
    for (const file of FORMS) {
      const src = source(file)
      expect(src, file).not.toMatch(/pt-input--amount/)
      expect(src, file).not.toMatch(/pt-token-list/)
      expect(src, file).not.toMatch(/className="pt-problem"/)
      expect(src, file).not.toMatch(/type="submit"/)
      expect(src, file).toMatch(/<FeatureAmountInput/)
    }
    expect(source('send/SendProblemText.tsx')).toMatch(/<FeatureProblem/)
  })
})
