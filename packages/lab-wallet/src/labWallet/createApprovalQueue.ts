/**
 * Who says yes or no to a lab wallet request. An `Approver` decides one request; the
 * `ApprovalQueue` is an Approver that keeps undecided requests visible so a UI
 * (`mountApprovalPrompt`) or a test can settle them, or settles them itself in an auto mode.
 */

export type ApprovalKind = 'connect' | 'sign' | 'signTypedData' | 'sendTransaction' | 'addChain'

export interface ApprovalRequest {
  id: string
  kind: ApprovalKind
  origin: string
  summary: string
  details?: string
}

export interface Approver {
  request(req: ApprovalRequest): Promise<boolean>
}

export type ApprovalMode = 'auto-approve' | 'auto-reject' | 'prompt'

export interface ApprovalQueue extends Approver {
  readonly mode: ApprovalMode
  /** Changing to an auto mode also settles the requests that are waiting. */
  setMode(mode: ApprovalMode): void
  /** Undecided requests, oldest first. */
  pending(): ApprovalRequest[]
  /** Returns false when no pending request has this id. */
  approve(id: string): boolean
  reject(id: string): boolean
  /** Called with the pending list whenever it changes. Returns an unsubscribe function. */
  subscribe(listener: (pending: ApprovalRequest[]) => void): () => void
}

/**
 * `source` is a mode, or another Approver that decides each request (the request stays
 * pending, and settleable by hand, until it answers).
 */
export function createApprovalQueue(source: ApprovalMode | Approver = 'prompt'): ApprovalQueue {
  let mode: ApprovalMode = typeof source === 'string' ? source : 'prompt'
  const delegate = typeof source === 'string' ? undefined : source
  const waiting = new Map<string, { req: ApprovalRequest; settle: (ok: boolean) => void }>()
  const listeners = new Set<(pending: ApprovalRequest[]) => void>()

  const snapshot = () => [...waiting.values()].map(({ req }) => ({ ...req }))
  const notify = () => {
    const list = snapshot()
    for (const listener of [...listeners]) listener(list)
  }
  const settle = (id: string, ok: boolean) => {
    const entry = waiting.get(id)
    if (!entry) return false
    waiting.delete(id)
    entry.settle(ok)
    notify()
    return true
  }

  return {
    get mode() {
      return mode
    },
    setMode(next) {
      mode = next
      if (next === 'prompt') return
      for (const id of [...waiting.keys()]) settle(id, next === 'auto-approve')
    },
    request(req) {
      if (mode === 'auto-approve') return Promise.resolve(true)
      if (mode === 'auto-reject') return Promise.resolve(false)
      if (waiting.has(req.id))
        return Promise.reject(new Error(`approval request ${req.id} is already pending`))
      const decision = new Promise<boolean>((resolve) => {
        waiting.set(req.id, { req: { ...req }, settle: resolve })
      })
      notify()
      delegate?.request({ ...req }).then(
        (ok) => settle(req.id, ok === true),
        () => settle(req.id, false),
      )
      return decision
    },
    pending: snapshot,
    approve: (id) => settle(id, true),
    reject: (id) => settle(id, false),
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** True for objects made by `createApprovalQueue` (or anything with the same shape). */
export function isApprovalQueue(value: Approver): value is ApprovalQueue {
  const q = value as Partial<ApprovalQueue>
  return (
    typeof q.pending === 'function' && typeof q.approve === 'function' && typeof q.subscribe === 'function'
  )
}
