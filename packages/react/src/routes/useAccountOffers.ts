import type { Portico, PorticoState, ViewName } from '@portico/core'
import type { AccountOffer, PorticoTexts } from '@portico/ui'
import type { FeatureDefinition } from '../features/FeatureDefinition.js'

/** The registered features' offers the Account view shows now (`accountOffer.show`), in order. */
export function useAccountOffers(
  portico: Portico,
  state: PorticoState,
  features: readonly FeatureDefinition[],
  texts: PorticoTexts,
  overrides: Readonly<Record<string, string>>,
): (AccountOffer & { view: ViewName })[] {
  return features.flatMap((f) => {
    const offer = f.accountOffer
    if (!offer?.show(portico, state)) return []
    return [{ id: f.id, view: offer.view, testId: offer.testId, label: offer.label({ texts, overrides }) }]
  })
}
