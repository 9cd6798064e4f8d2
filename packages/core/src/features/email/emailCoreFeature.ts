/**
 * The email login in core (its registration line is in features/coreFeatures.ts): the embedded
 * wallet's connector driver (kind AUTH, embeddedDriver.ts, loaded with the connection chunk),
 * the return from a social login's redirect mode at start (socialRedirect.ts, a lazy chunk loaded
 * only then), and SPEC §6's origin check when the dialog first opens.
 */
import type { CoreFeature } from '../../portico/CoreFeature.js'
import { loadLazyActions } from '../../portico/loadLazyActions.js'

declare module '../../portico/FeatureContext.js' {
  interface FeatureContext {
    /** SPEC §6: the page's origin was checked (once per instance) */
    originChecked?: boolean
  }
}

export const emailCoreFeature: CoreFeature = {
  id: 'email',
  driver: () => import('./embeddedDriver.js').then((m) => m.embeddedDriver),
  start({ options, portico }): undefined {
    // back from a social login's redirect mode: the email chunk finishes it
    if (options.secureSiteUrl && typeof location !== 'undefined' && location.hash.includes('portico_social='))
      void portico.ready
        .then(() => import('./socialRedirect.js'))
        .then((m) => m.resumeSocialRedirect(portico))
  },
  open(ctx) {
    // SPEC §6: with email or socials on, the page origin must be allowed (checked once)
    const { options } = ctx
    const socials = options.features.socials
    if (!ctx.originChecked && options.apiUrl && (options.features.email || (socials && socials.length > 0))) {
      ctx.originChecked = true
      void loadLazyActions((m) => m.getApi(ctx.portico)).then(
        (api) => api.checkOrigin(),
        () => undefined,
      )
    }
  },
}
