/**
 * The registered features: ONE line per feature (docs/add-a-feature.md).
 * Each feature's screens are lazy chunks; its definition here is small.
 */
import { accountTypeFeature } from './accountType/accountTypeFeature.js'
import { activityFeature } from './activity/activityFeature.js'
import { emailFeature } from './email/emailFeature.js'
import type { FeatureDefinition } from './FeatureDefinition.js'
import { namesFeature } from './names/namesFeature.js'
import { nftsFeature } from './nfts/nftsFeature.js'
import { onrampFeature } from './onramp/onrampFeature.js'
import { receiveFeature } from './receive/receiveFeature.js'
import { sendFeature } from './send/sendFeature.js'
import { siwxFeature } from './siwx/siwxFeature.js'
import { swapsFeature } from './swaps/swapsFeature.js'

// biome-ignore format: one line per feature
export const FEATURES: readonly FeatureDefinition[] = [
  emailFeature,
  accountTypeFeature,
  receiveFeature,
  sendFeature,
  nftsFeature,
  activityFeature,
  namesFeature,
  siwxFeature,
  swapsFeature,
  onrampFeature,
]
