import type { Portico, PorticoState, ViewName } from '@portico/core'
import type { AccountOffer } from '@portico/ui'
import type { FeatureDefinition, TextContext } from '../features/FeatureDefinition.js'
import { useTextsReady } from '../features/useTextsReady.js'

/** The registered features' offers the Account view shows now (`accountOffer.show`), in order. */
export function useAccountOffers(
  portico: Portico,
  state: PorticoState,
  features: readonly FeatureDefinition[],
  ctx: TextContext,
): (AccountOffer & { view: ViewName })[] {
  const offering = features.filter((f) => f.accountOffer?.show(portico, state))
  const ready = useTextsReady(offering.map((f) => f.texts))
  return offering.flatMap(({ id, texts, accountOffer: offer }) =>
    offer && ready(texts) ? [{ id, view: offer.view, testId: offer.testId, label: offer.label(ctx) }] : [],
  )
}
