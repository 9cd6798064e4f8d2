/**
 * Issue 12 "Account names" against the real server on PGlite, a real socket and anvil (the same
 * cases run on PostgreSQL in postgres.test.ts).
 */
import { startDevnet } from '@portico/testing/node'
import { afterAll, beforeAll, describe } from 'vitest'
import { type ApiServer, createApiServer } from './createApiServer.js'
import {
  profileNamesContract,
  profileNamesServerConfig,
  type TestClock,
} from './test/profileNamesContract.js'

describe('apps/api profile names (PGlite)', () => {
  let devnet: Awaited<ReturnType<typeof startDevnet>>
  let server: ApiServer
  let url: string
  const clock: TestClock = {}

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    server = await createApiServer({
      databaseUrl: 'memory:',
      ...profileNamesServerConfig(devnet.chains[0]!.rpcUrl, clock),
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
    })
    url = (await server.listen(0)).url
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
  })

  profileNamesContract(() => ({ url, rpcUrl: devnet.chains[0]!.rpcUrl, clock }))
})
