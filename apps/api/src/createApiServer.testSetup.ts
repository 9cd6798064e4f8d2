/**
 * The server of the contract tests (`createApiServer.test.ts`, `createApiServer.chain.test.ts`):
 * anvil with a deployed ERC-20 and apps/api on PGlite behind a real socket, and core's clients to
 * it. `useContractServer()` starts them for the calling file; the bindings below are live (set in
 * its beforeAll), so the tests read them as plain names.
 */
import { createBlockchainClient, createExplorerClient } from '@portico/core/internal'
import { DEVNET_ACCOUNTS, startDevnet } from '@portico/testing/node'
import { afterAll, beforeAll } from 'vitest'
import { type ApiServer, createApiServer } from './createApiServer.js'
import { deployPusd, PUSD } from './test/deployPusd.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>

export let devnet: Devnet
export let server: ApiServer
export let url: string
export let token: `0x${string}`
export const logs: string[] = []
export const alice = DEVNET_ACCOUNTS[3]!
export const bob = DEVNET_ACCOUNTS[4]!
export const common = { projectId: 'test-project', sdkType: 'appkit', sdkVersion: 'portico-test' }

export const explorer = () => createExplorerClient({ ...common, baseUrl: url })
export const chain = (isUnsupported = () => false) =>
  createBlockchainClient({ ...common, baseUrl: url, isUnsupported })

export function useContractServer(): void {
  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    const rpcUrl = devnet.chains[0]!.rpcUrl
    token = await deployPusd(rpcUrl, [{ to: alice.address, pusd: '42.5' }])
    server = await createApiServer({
      databaseUrl: 'memory:',
      chains: [
        {
          chainId: 31337,
          name: 'Portico Devnet',
          rpcUrl,
          tokens: [
            { address: token, ...PUSD },
            // decimals 0: dropped by the client (SPEC §5)
            { address: token, name: 'Points', symbol: 'PTS', decimals: 0 },
          ],
        },
      ],
      prices: { ETH: 2000, PUSD: 1 },
      indexer: { enabled: false, intervalMs: 1000 },
      log: (l) => logs.push(l),
    })
    url = (await server.listen(0)).url
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
  })
}
