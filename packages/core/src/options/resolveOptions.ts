import { DEFAULT_FEATURES } from '../constants/startupConstants.js'
import type { FeatureOptions } from './featureOptions.js'
import { fromChain, isChainLike } from './fromChain.js'
import type { PorticoOptions, PorticoOptionsInput } from './optionsSchema.js'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const asNetwork = (n: unknown) => (isChainLike(n) ? fromChain(n) : n)
const list = (v: unknown) => (Array.isArray(v) ? v : [])

/**
 * The options as the instance uses them, without validating them: viem/wagmi chains as eip155
 * networks and the defaults of SPEC §3, §6 and §9 (the same as the options schema's). Plain code so
 * that zod is not in a host's startup bundle: the schema checks the options in development at
 * once, in production in idle time or at the first open (`createOptionsCheck.ts`). Never throws:
 * what the instance cannot use (a network or adapter that is not an object) is left out here and
 * named by the check's INVALID_OPTIONS error.
 */
export function resolveOptions(input: PorticoOptionsInput): PorticoOptions {
  const o = (isObject(input) ? input : {}) as Partial<PorticoOptionsInput>
  const features = (isObject(o.features) ? o.features : {}) as Partial<FeatureOptions>
  return {
    ...o,
    networks: list(o.networks).filter(isObject).map(asNetwork),
    ...(isObject(o.defaultNetwork) ? { defaultNetwork: asNetwork(o.defaultNetwork) } : {}),
    adapters: list(o.adapters).filter((a) => isObject(a) && typeof a.setup === 'function'),
    features: {
      ...features,
      email: features.email ?? DEFAULT_FEATURES.email,
      analytics: features.analytics ?? DEFAULT_FEATURES.analytics,
      allWallets: features.allWallets ?? DEFAULT_FEATURES.allWallets,
      legalCheckbox: features.legalCheckbox ?? DEFAULT_FEATURES.legalCheckbox,
      smartSessions: features.smartSessions ?? DEFAULT_FEATURES.smartSessions,
      collapseWallets: features.collapseWallets ?? DEFAULT_FEATURES.collapseWallets,
      pay: features.pay ?? DEFAULT_FEATURES.pay,
      socials: features.socials ?? [...DEFAULT_FEATURES.socials],
    },
    themeMode: o.themeMode ?? 'system',
    themeVariables: o.themeVariables ?? {},
    includeWalletIds: o.includeWalletIds ?? [],
    excludeWalletIds: o.excludeWalletIds ?? [],
    featuredWalletIds: o.featuredWalletIds ?? [],
    customWallets: o.customWallets ?? [],
    tokens: o.tokens ?? {},
    enableEmbedded: o.enableEmbedded ?? false,
    enableNetworkSwitch: o.enableNetworkSwitch ?? true,
    allowUnsupportedChain: o.allowUnsupportedChain ?? false,
    sdkType: o.sdkType ?? 'appkit',
    sdkVersion: o.sdkVersion ?? 'portico-0.1.0',
    rpcMap: o.rpcMap ?? {},
    debug: o.debug ?? false,
  } as PorticoOptions
}
