/**
 * SPEC §3 transactionsByYear: by year, then month, newest first within a month (and newest
 * months and years first). The calendar month is read in an explicit IANA time zone, so two
 * machines group the same transaction alike whatever their own zone is.
 */

export interface MonthGroup<T> {
  year: number
  /** 1–12 */
  month: number
  items: T[]
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** year and month (1–12) of an instant in `timeZone` */
export function yearMonthIn(time: number, timeZone: string): { year: number; month: number } {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' })
    formatters.set(timeZone, f)
  }
  const parts = f.formatToParts(time)
  const num = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: num('year'), month: num('month') }
}

/** Items with an invalid time are left out (the server's data is untrusted). */
export function groupByMonth<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  timeZone: string,
): MonthGroup<T>[] {
  const dated = items
    .map((item) => ({ item, time: timeOf(item) }))
    .filter((d) => Number.isFinite(d.time))
    .sort((a, b) => b.time - a.time)
  const groups: MonthGroup<T>[] = []
  for (const { item, time } of dated) {
    const { year, month } = yearMonthIn(time, timeZone)
    const last = groups[groups.length - 1]
    if (last && last.year === year && last.month === month) last.items.push(item)
    else groups.push({ year, month, items: [item] })
  }
  return groups
}
