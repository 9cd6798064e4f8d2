/**
 * The runtime unit tests build extrinsics with: Polkadot's static metadata from
 * @polkadot/types-support, the same one the lab uses (packages/testing polkadotLabRuntime.ts).
 * It is not a dependency of this package (only tests need it), so it is resolved from
 * @portico/testing's dependencies, in Node, through `createRequire`.
 */
import { createRequire } from 'node:module'
import type { PolkadotRuntime } from '../polkadotTypes.js'

const fromTesting = createRequire(new URL('../../../testing/package.json', import.meta.url))

export async function loadTestRuntime(): Promise<PolkadotRuntime> {
  const mod = fromTesting('@polkadot/types-support/metadata/static-polkadot') as {
    default: `0x${string}`
    version: PolkadotRuntime['runtimeVersion']
  }
  return {
    metadata: mod.default,
    runtimeVersion: mod.version,
    chainName: 'Polkadot',
    properties: { ss58Format: 0, tokenDecimals: [10], tokenSymbol: ['DOT'] },
  }
}
