import { formatText, useFeatureTexts } from '@portico/ui'
import { demoTexts } from './demoTexts.js'

export interface DemoViewProps {
  pings: number
  onPing(): void
}

/**
 * Walkthrough step 2: a pure view (props in, callbacks out) worded with its own texts. In the
 * repository: `packages/ui/src/features/<f>/<F>View.tsx`.
 */
export function DemoView({ pings, onPing }: DemoViewProps) {
  const t = useFeatureTexts(demoTexts)
  return (
    <div data-testid="demo-view">
      <p data-testid="demo-pings">{formatText(t['demo.pings'], { count: String(pings) })}</p>
      <button type="button" data-testid="demo-ping" onClick={onPing}>
        {t['demo.ping']}
      </button>
    </div>
  )
}
