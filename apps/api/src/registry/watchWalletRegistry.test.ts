import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type WalletRegistrySource, watchWalletRegistry } from './watchWalletRegistry.js'

const wallets = (n: number, name = 'Wallet') =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `w${i}`, name: `${name} ${i}` })))

describe('watchWalletRegistry (loaded once, refreshed when its file changes)', () => {
  let dir: string
  let file: string
  let source: WalletRegistrySource | undefined
  const errors: unknown[] = []
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-registry-'))
    file = join(dir, 'wallets.json')
    writeFileSync(file, wallets(3))
    errors.length = 0
  })
  afterEach(() => {
    source?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const open = () => {
    source = watchWalletRegistry(file, { debounceMs: 10, onError: (e) => errors.push(e) })
    return source
  }

  it('the registry refreshes when its file is written in place', async () => {
    const s = open()
    const before = s.current()
    expect(before.size).toBe(3)
    writeFileSync(file, wallets(5))
    await expect.poll(() => s.current().size, { timeout: 5000 }).toBe(5)
    expect(s.current()).not.toBe(before)
    expect(s.current().query({ page: 1, entries: 10 }).count).toBe(5)
  })

  it('the registry refreshes when its file is replaced by a rename (how editors and deploys save)', async () => {
    const s = open()
    writeFileSync(join(dir, 'wallets.json.tmp'), wallets(2, 'Renamed'))
    renameSync(join(dir, 'wallets.json.tmp'), file)
    await expect.poll(() => s.current().size, { timeout: 5000 }).toBe(2)
    expect(s.current().name('w0')).toBe('Renamed 0')
    // and it keeps watching after the rename
    writeFileSync(file, wallets(7))
    await expect.poll(() => s.current().size, { timeout: 5000 }).toBe(7)
  })

  it('a file that does not parse or validate keeps the registry in force and is reported', async () => {
    const s = open()
    const before = s.current()
    writeFileSync(file, '[{"id": 1}]')
    await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0)
    expect(s.current()).toBe(before)
    writeFileSync(file, '{ not json')
    await expect(s.reload()).rejects.toThrow()
    expect(s.current()).toBe(before)
  })

  it('a file saved with the same content is not loaded again', async () => {
    const s = open()
    const before = s.current()
    writeFileSync(file, wallets(3))
    expect(await s.reload()).toBe(false)
    expect(s.current()).toBe(before)
  })
})
