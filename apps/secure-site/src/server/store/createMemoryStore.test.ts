/**
 * The store: copies in and out (a caller cannot change a record without `set`); with a file, every
 * change is written by a rename of a whole temp file (0600), and a restarted secure site (same
 * dataDir) keeps its users and sessions.
 */
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startTestSite } from '../test/startTestSite.js'
import { createMemoryStore } from './createMemoryStore.js'

const user = { id: 'u1', email: 'a@example.com', createdAt: 1, devices: ['d1'] }

describe('createMemoryStore', () => {
  it('hands out copies', () => {
    const store = createMemoryStore()
    store.users.set('u1', user)
    const got = store.users.get('u1')!
    got.devices.push('d2')
    expect(store.users.get('u1')!.devices).toEqual(['d1'])
    store.users.delete('u1')
    expect(store.users.get('u1')).toBeUndefined()
  })

  it('with a file: written after each change (temp file + rename, mode 0600) and read back at start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-store-'))
    const file = join(dir, 'nested', 'secure-site.json')
    const store = createMemoryStore({ file })
    store.users.set('u1', user)
    store.emails.set('a@example.com', 'u1')
    await Promise.resolve()
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ version: 1, users: { u1: user } })
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readdir(join(dir, 'nested'))).toEqual(['secure-site.json'])
    store.emails.delete('a@example.com')
    store.close()
    const again = createMemoryStore({ file })
    expect(again.users.get('u1')).toEqual(user)
    expect(again.emails.get('a@example.com')).toBeUndefined()
  })

  it('a secure site restarted on the same dataDir keeps its users and sessions', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portico-data-'))
    const first = await startTestSite({ dataDir })
    const { token, userId } = await first.login('keep@example.com', 'device-keep-1')
    await first.stop()
    const second = await startTestSite({ dataDir })
    try {
      expect((await second.api('/me', { token })).body).toMatchObject({ userId, email: 'keep@example.com' })
      const r = await second.api('/email/connect', {
        body: { email: 'keep@example.com', deviceId: 'device-keep-1', token },
      })
      expect(r.body).toEqual({ action: 'CONNECT' })
    } finally {
      await second.stop()
    }
  })
})
