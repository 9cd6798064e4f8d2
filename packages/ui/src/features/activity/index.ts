'use client'

// @portico/ui/features/activity: the Account's Activity tab (a lazy chunk of the dialog).
export {
  type ActivityRow,
  type ActivityRowAmount,
  ActivityView,
  type ActivityViewProps,
} from './ActivityView.js'
export { ACTIVITY_TEXTS, type ActivityTexts, activityTexts } from './activityTexts.js'
