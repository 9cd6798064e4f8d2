import { describe, expect, it } from 'vitest'
import { type ApprovalRequest, createApprovalQueue } from './createApprovalQueue.js'

const req = (id: string, kind: ApprovalRequest['kind'] = 'sign'): ApprovalRequest => ({
  id,
  kind,
  origin: 'http://dapp.test',
  summary: `request ${id}`,
})

describe('createApprovalQueue', () => {
  it('keeps prompt requests pending, oldest first, until approved or rejected', async () => {
    const queue = createApprovalQueue('prompt')
    const seen: string[][] = []
    queue.subscribe((pending) => seen.push(pending.map((p) => p.id)))
    const a = queue.request(req('a'))
    const b = queue.request(req('b', 'connect'))
    expect(queue.pending().map((p) => p.id)).toEqual(['a', 'b'])
    expect(queue.approve('b')).toBe(true)
    expect(queue.reject('a')).toBe(true)
    expect(queue.approve('a')).toBe(false) // already settled
    expect(await a).toBe(false)
    expect(await b).toBe(true)
    expect(seen).toEqual([['a'], ['a', 'b'], ['a'], []])
  })

  it('answers at once in the auto modes', async () => {
    expect(await createApprovalQueue('auto-approve').request(req('x'))).toBe(true)
    expect(await createApprovalQueue('auto-reject').request(req('x'))).toBe(false)
  })

  it('settles waiting requests when switched to an auto mode', async () => {
    const queue = createApprovalQueue()
    expect(queue.mode).toBe('prompt')
    const a = queue.request(req('a'))
    queue.setMode('auto-approve')
    expect(await a).toBe(true)
    expect(queue.pending()).toEqual([])
  })

  it('lets another Approver decide while the request stays visible', async () => {
    let decide: (ok: boolean) => void = () => {}
    const queue = createApprovalQueue({
      request: () => new Promise<boolean>((resolve) => (decide = resolve)),
    })
    const a = queue.request(req('a'))
    expect(queue.pending()).toHaveLength(1)
    decide(true)
    expect(await a).toBe(true)
    expect(queue.pending()).toEqual([])
  })

  it('gives copies, so a subscriber cannot change a pending request', () => {
    const queue = createApprovalQueue()
    void queue.request(req('a'))
    const [copy] = queue.pending()
    if (copy) copy.summary = 'changed'
    expect(queue.pending()[0]?.summary).toBe('request a')
  })

  it('unsubscribe stops notifications', () => {
    const queue = createApprovalQueue()
    let calls = 0
    const off = queue.subscribe(() => calls++)
    off()
    void queue.request(req('a'))
    expect(calls).toBe(0)
  })
})
