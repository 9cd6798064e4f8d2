/** The registry file changing under a running server (no socket: app.request). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApiServer } from './createApiServer.js'

describe('apps/api wallet registry refresh', () => {
  it('§7 GET /getWallets follows the registry file when it changes under the running server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-api-registry-'))
    const file = join(dir, 'wallets.json')
    const wallets = (n: number) =>
      JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` })))
    writeFileSync(file, wallets(3))
    const logs: string[] = []
    const server = await createApiServer({
      databaseUrl: 'memory:',
      walletsFile: file,
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
      log: (l) => logs.push(l),
    })
    try {
      const get = (headers: Record<string, string> = {}) =>
        server.app.request('/getWallets?page=1&entries=40', { headers })
      const first = await get()
      expect(((await first.json()) as { count: number }).count).toBe(3)
      const etag = first.headers.get('etag')!
      expect((await get({ 'if-none-match': etag })).status).toBe(304)
      writeFileSync(file, wallets(4))
      await expect
        .poll(
          async () => ((await (await server.app.request('/health')).json()) as { wallets: number }).wallets,
          {
            timeout: 5000,
          },
        )
        .toBe(4)
      const after = await get({ 'if-none-match': etag })
      expect(after.status).toBe(200)
      expect(((await after.json()) as { count: number }).count).toBe(4)
      expect(logs.some((l) => l.includes('wallet registry reloaded'))).toBe(true)
    } finally {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
