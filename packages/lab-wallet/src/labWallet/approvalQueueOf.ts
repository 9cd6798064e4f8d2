import {
  type ApprovalMode,
  type ApprovalQueue,
  type Approver,
  createApprovalQueue,
  isApprovalQueue,
} from './createApprovalQueue.js'

/**
 * The queue a lab wallet asks before it acts: a queue it was given is used as it is (the lab's
 * approval panel settles it); a mode or another Approver gets a new queue ('prompt' when none).
 */
export function approvalQueueOf(approval: Approver | ApprovalMode | undefined): ApprovalQueue {
  return typeof approval === 'object' && isApprovalQueue(approval) ? approval : createApprovalQueue(approval)
}
