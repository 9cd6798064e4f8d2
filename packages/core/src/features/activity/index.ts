// @portico/core/features/activity: the Account's Activity tab (SPEC §3 history state, §4 history
// fetch, §5 history rules).

export { type ActivityState, EMPTY_ACTIVITY } from './activityState.js'
export { activityStateOf, fetchTransactions, loadCounterpartyNames } from './fetchTransactions.js'
export { groupByMonth, type MonthGroup, yearMonthIn } from './groupByMonth.js'
export {
  type ActivityAmount,
  type ActivityItem,
  type ActivityKind,
  type ActivityStatus,
  type ActivityViewModel,
  isSpamTransaction,
  pageTimeZone,
  selectActivityView,
} from './selectActivityView.js'
