import { siwxTexts } from '@portico/ui/features/siwx'
import { defineFeature } from '../FeatureDefinition.js'

/**
 * Sign in with X (SPEC §2 SIWXSignMessage and ConnectingSiwe, §4 sign-in): one lazy screen. Core opens it when an
 * account needs to sign in (the startup check is core's); closing it is disabled in required
 * mode without a session (SPEC §2, core's router).
 */
export const siwxFeature = defineFeature({
  id: 'siwx',
  texts: siwxTexts,
  routes: {
    SIWXSignMessage: { title: 'siwx.title', hideBack: true, load: () => import('./SIWXSignMessageRoute.js') },
    // SPEC §2 ConnectingSiwe: the same screen, for the older EVM-only form (`siweConfig`)
    ConnectingSiwe: { title: 'siwx.title', hideBack: true, load: () => import('./SIWXSignMessageRoute.js') },
  },
})
