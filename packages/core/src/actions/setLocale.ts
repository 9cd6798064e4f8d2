import type { Portico } from '../portico/Portico.js'
import { appearanceChecks } from '../theme/appearanceChecks.js'
import { setAppearance } from '../theme/setAppearance.js'

/** The dialog's language, live (a BCP 47 tag); undefined: the page's, then the browser's. */
export function setLocale(portico: Portico, locale: string | undefined): void {
  setAppearance(portico.store, 'locale', appearanceChecks.locale, locale)
}
