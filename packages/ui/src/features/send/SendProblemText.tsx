import { useTexts } from '../../texts/TextsProvider.js'
import { errorText, formatText } from '../../texts/texts.js'
import { FeatureProblem } from '../FeatureProblem.js'
import type { SendTexts } from './sendTexts.js'

/** A problem as a person reads it: the catalogue text of its code, and the chain's reason. */
export function SendProblemText({
  problem,
  t,
}: {
  problem: { code: string; reason?: string } | undefined
  t: SendTexts
}) {
  const texts = useTexts()
  if (!problem) return null
  return (
    <FeatureProblem testId="send-problem" data={{ 'data-code': problem.code }}>
      {errorText(texts, problem.code)}
      {problem.reason ? ` ${formatText(t['send.reason'], { reason: problem.reason })}` : null}
    </FeatureProblem>
  )
}
