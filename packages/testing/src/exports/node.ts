// Node-only entry (spawns processes). Everything from the browser-safe entry is re-exported.

export {
  type AdapterHarness,
  adapterContract,
  type ContractPage,
  type ContractSession,
  setUpAdapter,
} from '../adapterContract/adapterContract.js'
export {
  type SpentOutput,
  secp256k1Verify,
  verifyP2wpkhTransaction,
} from '../bitcoin/verifyP2wpkhTransaction.js'
export {
  type AccountAbstractionV08,
  deployAccountAbstractionV08,
} from '../bundler/deployAccountAbstractionV08.js'
export { type Bundler, type StartBundlerOptions, startBundler } from '../bundler/startBundler.js'
export {
  SIMPLE_ACCOUNT_FACTORY_V08_ABI,
  SIMPLE_ACCOUNT_V08_ABI,
  type SimpleAccountV08,
  type ToSimpleAccountV08Options,
  toSimpleAccountV08,
} from '../bundler/toSimpleAccountV08.js'
export { verifyAdr36Signature, verifyDirectTxSignature } from '../cosmos/verifyAdr36Signature.js'
export {
  deployUniswapV2,
  seedUniswapV2Pool,
  UNISWAP_V2_FACTORY_ABI,
  UNISWAP_V2_PAIR_ABI,
  UNISWAP_V2_ROUTER_ABI,
  type UniswapV2Deployment,
} from '../devnet/amm/deployUniswapV2.js'
export { UNISWAP_V2_INIT_CODE_HASH } from '../devnet/amm/uniswapV2Artifacts.js'
export {
  type DeployErc20Options,
  deployErc20,
  MINTABLE_ERC20_ABI,
  mintErc20,
} from '../devnet/deployErc20.js'
export {
  airdropErc721,
  type DeployErc721Options,
  deployErc721,
  mintErc721,
} from '../devnet/deployErc721.js'
export { deployErc1155, mintErc1155 } from '../devnet/deployErc1155.js'
export { PORTICO_LAB_NFT_ABI, PORTICO_LAB_NFT_COMPILER } from '../devnet/erc721Artifact.js'
export { PORTICO_LAB_MULTI_TOKEN_ABI } from '../devnet/erc1155Artifact.js'
export {
  type Devnet,
  type DevnetChain,
  type DevnetChainOptions,
  type StartDevnetOptions,
  startDevnet,
} from '../devnet/startDevnet.js'
export {
  type CreateFarcasterAppOptions,
  createFarcasterApp,
  type FarcasterApp,
  type RelayAnswer,
  SIWF_STATEMENT,
  type SignedSiwf,
  type SiwfOverrides,
} from '../farcaster/createFarcasterApp.js'
export { type DeployIdRegistryOptions, deployIdRegistry } from '../farcaster/deployIdRegistry.js'
export { PORTICO_LAB_ID_REGISTRY_ABI } from '../farcaster/idRegistryArtifact.js'
export { parseSiwfUrl, type SiwfChannel } from '../farcaster/parseSiwfUrl.js'
export { type RegisterFidOptions, registerFid } from '../farcaster/registerFid.js'
export { type DriveIdpConsentOptions, driveIdpConsent, type IdpRedirect } from '../idp/driveIdpConsent.js'
export {
  IDENTITY_PROVIDER_NAMES,
  type IdentityProviderEndpoints,
  type IdentityProviderName,
  type IdentityProviders,
  type StartIdentityProvidersOptions,
  type TestPerson,
} from '../idp/IdentityProviders.js'
export { IDP_TEST_PEOPLE, startIdentityProviders } from '../idp/startIdentityProviders.js'
export type { CaughtMail, WaitForMailOptions } from '../mail/CaughtMail.js'
export { type MailCatcher, type StartMailCatcherOptions, startMailCatcher } from '../mail/startMailCatcher.js'
export {
  startTestPostgres,
  type TestPostgres,
  type TestPostgresOptions,
} from '../postgres/startTestPostgres.js'
export { type Relay, type StartRelayOptions, startRelay } from '../relay/startRelay.js'
export { fundSolanaLab, type SolanaLabFunding } from '../solana/fundSolanaLab.js'
export { createSolanaRpcHandler, type SolanaRpc, startSolanaRpc } from '../solana/startSolanaRpc.js'
export * from './index.js'
