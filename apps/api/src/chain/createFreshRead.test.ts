import { describe, expect, it, vi } from 'vitest'
import { createFreshRead } from './createFreshRead.js'

/** a read of a changing value (a chain head) that answers what it saw when it started, released by hand */
function manualRead() {
  const pending: { resolve(): void; reject(e: Error): void }[] = []
  let value = 0
  return {
    pending,
    set: (v: number) => {
      value = v
    },
    read: () =>
      new Promise<number>((resolve, reject) => {
        const seen = value
        pending.push({ resolve: () => resolve(seen), reject })
      }),
  }
}

describe('createFreshRead', () => {
  it('concurrent callers share reads, and none gets a read that started before it asked', async () => {
    const m = manualRead()
    const fresh = createFreshRead(m.read)
    const a = fresh()
    // the value changes while the first read is in flight (a block is mined)
    m.set(1)
    const b = fresh()
    const c = fresh()
    // b and c wait for a second read, queued behind the first
    expect(m.pending).toHaveLength(1)
    m.pending[0]!.resolve()
    expect(await a).toBe(0)
    await vi.waitFor(() => expect(m.pending).toHaveLength(2))
    m.pending[1]!.resolve()
    expect(await b).toBe(1)
    expect(await c).toBe(1)
    // three callers, two reads
    expect(m.pending).toHaveLength(2)
  })

  it('a failed read fails its callers only; the callers queued behind it read again', async () => {
    const m = manualRead()
    const fresh = createFreshRead(m.read)
    const a = fresh()
    const b = fresh()
    m.pending[0]!.reject(new Error('down'))
    await expect(a).rejects.toThrow('down')
    await vi.waitFor(() => expect(m.pending).toHaveLength(2))
    m.set(5)
    m.pending[1]!.resolve()
    expect(await b).toBe(0)
    const c = fresh()
    expect(m.pending).toHaveLength(3)
    m.pending[2]!.resolve()
    expect(await c).toBe(5)
  })
})
