import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as browserEntry from './index.js'
import * as nodeEntry from './node.js'

const BROWSER_EXPORTS = [
  'BITCOIN_LAB_PRIVATE_KEY',
  'BITCOIN_LAB_RECEIVER_KEY',
  'BITCOIN_LAB_UTXOS',
  'COSMOS_LAB_GLOBAL',
  'COSMOS_LAB_PRIVATE_KEY',
  'COSMOS_LAB_WALLET_INFO',
  'DEVNET_ACCOUNTS',
  'DEVNET_BALANCE_ETH',
  'DEVNET_CHAINS',
  'DEVNET_MNEMONIC',
  'LAB_BITCOIN_PROVIDER_ID',
  'LAB_BITCOIN_WALLET_ICON',
  'LAB_BITCOIN_WALLET_NAME',
  'LAB_SOLANA_WALLET_ICON',
  'LAB_SOLANA_WALLET_NAME',
  'LAB_WALLET_INFO',
  'POLKADOT_LAB_DERIVATION',
  'POLKADOT_LAB_GENESIS_HASH',
  'POLKADOT_LAB_MNEMONIC',
  'POLKADOT_LAB_WALLET_INFO',
  'ProviderRpcError',
  'SOLANA_LAB_ADDRESSES',
  'SOLANA_LAB_SEEDS',
  'SOLANA_LAB_SOL',
  'SOLANA_LAB_TOKEN',
  'SOLANA_LOCALNET_CHAIN',
  'SOLANA_LOCALNET_CHAIN_REF',
  'SOLANA_LOCALNET_GENESIS_HASH',
  'adr36SignDoc',
  'announceLabWallet',
  'compressedPublicKey',
  'createApprovalQueue',
  'createCosmosLabWallet',
  'createLabBitcoinWallet',
  'createLabSolanaWallet',
  'createLabWallet',
  'createMemoryKeyValueStorage',
  'createMobileWallet',
  'createPolkadotLabWallet',
  'devnetNetwork',
  'injectLabBitcoinWallet',
  'labNftCardSvg',
  'labNftMetadataUri',
  'loadPolkadotLabRuntime',
  'mountApprovalPrompt',
  'offlinePolkadotApi',
  'registerStandardWallet',
  'silenceWalletConnectCore',
  'verifyPolkadotSignature',
  'verifySecp256k1',
]

describe('public API', () => {
  it('the browser entry exports exactly this list', () => {
    expect(Object.keys(browserEntry).sort()).toEqual(BROWSER_EXPORTS)
  })

  it('the node entry adds startDevnet to the browser entry', () => {
    expect(Object.keys(nodeEntry).sort()).toEqual(
      [
        ...BROWSER_EXPORTS,
        'adapterContract',
        'setUpAdapter',
        'startTestPostgres',
        'createSolanaRpcHandler',
        'airdropErc721',
        'deployErc20',
        'deployErc721',
        'deployErc1155',
        'mintErc1155',
        'deployUniswapV2',
        'seedUniswapV2Pool',
        'UNISWAP_V2_FACTORY_ABI',
        'UNISWAP_V2_INIT_CODE_HASH',
        'UNISWAP_V2_PAIR_ABI',
        'UNISWAP_V2_ROUTER_ABI',
        'PORTICO_LAB_MULTI_TOKEN_ABI',
        'PORTICO_LAB_NFT_COMPILER',
        'PORTICO_LAB_NFT_ABI',
        'mintErc721',
        'fundSolanaLab',
        'MINTABLE_ERC20_ABI',
        'mintErc20',
        'secp256k1Verify',
        'startSolanaRpc',
        'verifyP2wpkhTransaction',
        'startDevnet',
        'startBundler',
        'deployAccountAbstractionV08',
        'toSimpleAccountV08',
        'SIMPLE_ACCOUNT_V08_ABI',
        'SIMPLE_ACCOUNT_FACTORY_V08_ABI',
        'startRelay',
        'startMailCatcher',
        'verifyAdr36Signature',
        'verifyDirectTxSignature',
        'createFarcasterApp',
        'deployIdRegistry',
        'PORTICO_LAB_ID_REGISTRY_ABI',
        'parseSiwfUrl',
        'registerFid',
        'SIWF_STATEMENT',
        'IDENTITY_PROVIDER_NAMES',
        'IDP_TEST_PEOPLE',
        'driveIdpConsent',
        'startIdentityProviders',
      ].sort(),
    )
  })

  it('nothing reachable from the browser entry imports a Node built-in', () => {
    const builtins = new Set(builtinModules)
    const seen = new Set<string>()
    const offenders: string[] = []
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const spec = m[1] as string
        if (spec.startsWith('node:') || builtins.has(spec)) offenders.push(`${file} imports ${spec}`)
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')))
      }
    }
    visit(fileURLToPath(new URL('./index.ts', import.meta.url)))
    expect(seen.size).toBeGreaterThan(5)
    expect(offenders).toEqual([])
  })
})
