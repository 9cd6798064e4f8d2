/**
 * SPEC §3 "Options" validated with zod (zod/mini: tree-shakeable, it runs in the host's
 * startup bundle). Defaults of SPEC §3, §6 and §9 are applied here.
 */
import { z } from 'zod/mini'
import type { PorticoAdapter } from '../adapters/PorticoAdapter.js'
import { DEFAULT_FEATURES, SOCIAL_PROVIDERS } from '../constants/constants.js'
import type { SIWEConfig } from '../siwx/SIWEConfig.js'
import type { SIWXConfig } from '../siwx/SIWXConfig.js'
import type { KeyValueStorage } from '../storage/createStorage.js'
import { themeVariablesSchema } from '../theme/themeVariablesSchema.js'
import type { PorticoNetwork } from '../types/chain.js'
import { CHAIN_NAMESPACES } from '../utils/caip.js'
import type { WalletConnectSupport } from '../walletconnect/WalletConnectSupport.js'
import type { FeatureOptions, FeatureOptionsInput } from './featureOptions.js'
import type { ChainLike } from './fromChain.js'
import { functionsObject } from './functionsObject.js'

/** one schema for the many optional strings (one instance: fewer startup bytes) */
const optionalText = z.optional(z.string())
const optionalLink = z.optional(z.nullable(z.string()))
/**
 * an http(s) URL (links the dialog shows: terms, privacy, block explorers). Checked with a refine, not
 * z.url(): that one accepts any scheme (javascript: too) and its code costs every host's startup
 */
const httpUrl = z.string().check(
  z.refine((v) => {
    try {
      return /^https?:$/.test(new URL(v).protocol)
    } catch {
      return false
    }
  }, 'expected an http(s) URL'),
)

const namespace = z.enum(CHAIN_NAMESPACES as ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])

export const networkSchema = z.object({
  id: z.union([z.number(), z.string().check(z.minLength(1))]),
  name: z.string().check(z.minLength(1)),
  caipNetworkId: z
    .string()
    .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')),
  chainNamespace: namespace,
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string().check(z.minLength(1)),
    decimals: z.number().check(z.int(), z.nonnegative()),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) }),
  }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: httpUrl }) })),
  testnet: z.optional(z.boolean()),
  deprecatedCaipNetworkId: optionalText,
  assets: z.optional(z.object({ imageId: optionalText, imageUrl: optionalText })),
})

const adapterSchema = z.custom<PorticoAdapter>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as PorticoAdapter).namespace === 'string' &&
    typeof (v as PorticoAdapter).setup === 'function',
  'Invalid adapter: expected an object made by an adapter package (e.g. evmAdapter())',
)

const storageSchema = functionsObject<KeyValueStorage>(['getItem', 'setItem', 'removeItem'])

export const customWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  homepage: optionalText,
  image_url: optionalText,
  mobile_link: optionalLink,
  desktop_link: optionalLink,
  webapp_link: optionalLink,
  app_store: optionalLink,
  play_store: optionalLink,
})

/**
 * SPEC §3 `features`: core's own flags with their SPEC §9 defaults, the social providers, and any
 * other flag as a boolean (a feature's flag gets its default from the feature: featureOptions.ts)
 */
const coreFlags = {
  email: z._default(z.boolean(), DEFAULT_FEATURES.email),
  analytics: z._default(z.boolean(), DEFAULT_FEATURES.analytics),
  allWallets: z._default(z.boolean(), DEFAULT_FEATURES.allWallets),
  legalCheckbox: z._default(z.boolean(), DEFAULT_FEATURES.legalCheckbox),
  smartSessions: z._default(z.boolean(), DEFAULT_FEATURES.smartSessions),
  collapseWallets: z._default(z.boolean(), DEFAULT_FEATURES.collapseWallets),
  pay: z._default(z.boolean(), DEFAULT_FEATURES.pay),
  socials: z._default(z.union([z.literal(false), z.array(z.enum([...SOCIAL_PROVIDERS, 'farcaster']))]), [
    ...DEFAULT_FEATURES.socials,
  ]),
}
// any other flag: a boolean (built directly: z.catchall's definition merging costs startup bytes)
const featuresSchema = new z.ZodMiniObject({
  type: 'object',
  shape: coreFlags,
  catchall: z.boolean(),
}) as z.ZodMiniObject<typeof coreFlags, z.core.$catchall<z.ZodMiniBoolean>>

const hostToken = z.object({
  address: z.string().check(z.minLength(1)),
  image: optionalText,
  /** shown when the chain has no symbol for it (e.g. an SPL mint without metadata) */
  symbol: optionalText,
  name: optionalText,
})

export { themeVariablesSchema }

export const themeModeSchema = z.enum(['light', 'dark', 'system'])

/** A BCP 47 language tag (e.g. 'ja', 'pt-BR'); which locales exist is the dialog's business. */
export const localeTagSchema = z.string().check(
  z.refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1
    } catch {
      return false
    }
  }, 'expected a BCP 47 language tag, e.g. ja or pt-BR'),
)

export const optionsSchema = z
  .object({
    /** required by SPEC §5, but its absence is an alert, not a crash */
    projectId: optionalText,
    metadata: z.optional(
      z.object({
        name: z.string(),
        description: z.string(),
        url: z.string(),
        icons: z.array(z.string()),
      }),
    ),
    features: z.prefault(featuresSchema, {}),
    networks: z.array(networkSchema).check(z.minLength(1, 'At least one network is required')),
    adapters: z._default(z.array(adapterSchema), []),
    defaultNetwork: z.optional(networkSchema),
    defaultAccountTypes: z.optional(
      z.partialRecord(namespace, z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])),
    ),
    /** SPEC §3, §5: light or dark; system (the default) follows the visitor's setting, live */
    themeMode: z._default(themeModeSchema, 'system'),
    /**
     * the dialog's language; default: the page's <html lang>, then the browser's languages. Its
     * region also picks the Buy screen's currency (e.g. 'en-IE': English texts, euros)
     */
    locale: z.optional(localeTagSchema),
    themeVariables: z._default(themeVariablesSchema, {}),
    includeWalletIds: z._default(z.array(z.string()), []),
    excludeWalletIds: z._default(z.array(z.string()), []),
    featuredWalletIds: z._default(z.array(z.string()), []),
    customWallets: z._default(z.array(customWalletSchema), []),
    /** per CAIP-2 network: the token (or tokens) to show and send besides the native currency */
    tokens: z._default(z.record(z.string(), z.union([hostToken, z.array(hostToken)])), {}),
    termsConditionsUrl: z.optional(httpUrl),
    privacyPolicyUrl: z.optional(httpUrl),
    enableEmbedded: z._default(z.boolean(), false),
    enableNetworkSwitch: z._default(z.boolean(), true),
    allowUnsupportedChain: z._default(z.boolean(), false),
    sdkType: z._default(z.literal('appkit'), 'appkit'),
    sdkVersion: z._default(z.string(), 'portico-0.1.0'),
    /** SPEC §3 sign in with X: the SIWXConfig contract (features/siwx) */
    siwx: z.optional(
      functionsObject<SIWXConfig>([
        'createMessage',
        'addSession',
        'getSessions',
        'revokeSession',
        'setSessions',
      ]),
    ),
    /** the older EVM-only form (SIWEConfig), adapted to SIWXConfig; mutually exclusive with siwx (SPEC §5) */
    siweConfig: z.optional(
      functionsObject<SIWEConfig>(['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut']),
    ),
    /** SPEC §7 wallet explorer API base (a self-hosted apps/api or the hosted service) */
    apiUrl: optionalText,
    /** SPEC §7 blockchain API base; defaults to apiUrl when that was set, else the hosted service */
    blockchainApiUrl: optionalText,
    /** SPEC §7 analytics base (POST /e); defaults to apiUrl when that was set, else the hosted service */
    analyticsUrl: optionalText,
    /** the embedded wallet's secure site (SPEC §2 w3m-iframe origin); the email login shows only with it */
    secureSiteUrl: optionalText,
    /**
     * WalletConnect (QR, mobile links, sessions in every namespace): `walletConnect()` from
     * `@portico/walletconnect`, which brings the SDK; with a projectId. Without it the dialog
     * offers browser wallets only and installs nothing of WalletConnect
     */
    walletConnect: z.optional(functionsObject<WalletConnectSupport>(['loadProvider'])),
    /** WalletConnect relay (ws/wss url); a host with a project id and no relayUrl gets the public relay */
    relayUrl: z.optional(
      z.string().check(z.regex(/^wss?:\/\/\S+$/, 'relayUrl must be a ws:// or wss:// url')),
    ),
    /** RPC url per CAIP-2 network id for WalletConnect sessions (default: each network's own RPC) */
    rpcMap: z._default(z.record(z.string(), z.string()), {}),
    /** alerts (SPEC §8) are shown only when debug is on */
    debug: z._default(z.boolean(), false),
    storage: z.optional(storageSchema),
  })
  .check(
    z.refine((o) => !(o.siwx !== undefined && o.siweConfig !== undefined), {
      message: 'siweConfig and siwx cannot both be set',
      path: ['siwx'],
    }),
    z.refine(
      (o) => !o.defaultNetwork || o.networks.some((n) => n.caipNetworkId === o.defaultNetwork?.caipNetworkId),
      { message: 'defaultNetwork must be one of networks', path: ['defaultNetwork'] },
    ),
    // a box to agree to nothing: the documents it links are the host's terms and privacy policy
    z.refine((o) => !o.features.legalCheckbox || Boolean(o.termsConditionsUrl || o.privacyPolicyUrl), {
      message: 'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl',
      path: ['features', 'legalCheckbox'],
    }),
    // flags of features not built yet are refused, never accepted and ignored
    z.refine((o) => !o.features.smartSessions, {
      message: 'features.smartSessions is not available yet: leave it off',
      path: ['features', 'smartSessions'],
    }),
    z.refine((o) => !o.features.pay, {
      message: 'features.pay is not available yet: leave it off',
      path: ['features', 'pay'],
    }),
  )

/** a network: Portico's (any namespace) or a viem/wagmi chain (eip155) */
export type NetworkInput = PorticoNetwork | ChainLike

export type PorticoOptionsInput = Omit<
  z.input<typeof optionsSchema>,
  'networks' | 'defaultNetwork' | 'features'
> & {
  networks: readonly [NetworkInput, ...NetworkInput[]] | readonly NetworkInput[]
  defaultNetwork?: NetworkInput
  features?: FeatureOptionsInput
}
export type PorticoOptions = Omit<
  z.output<typeof optionsSchema>,
  'networks' | 'defaultNetwork' | 'features'
> & {
  networks: PorticoNetwork[]
  defaultNetwork?: PorticoNetwork
  features: FeatureOptions
}
