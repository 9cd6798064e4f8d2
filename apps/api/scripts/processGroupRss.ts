/**
 * The resident memory of a whole process group (Linux `/proc`), as `ps -o rss= -g <pgid>` sums it:
 * what an operator sees for `pnpm --filter @portico/api start` (pnpm, the shell, node and whatever
 * node starts), not only the server's own process.
 */
import { readdirSync, readFileSync } from 'node:fs'

export interface GroupMember {
  pid: number
  /** the command line, shortened */
  command: string
  rssBytes: number
}

function readMember(pid: number, pgid: number): GroupMember | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) !== pgid) return undefined
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 100)
    return { pid, command, rssBytes: kb * 1024 }
  } catch {
    return undefined // the process ended while we read it
  }
}

/** every live process of the group `pgid` with its RSS; throws where there is no `/proc` */
export function processGroupRss(pgid: number): { total: number; members: GroupMember[] } {
  const members: GroupMember[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const m = readMember(Number(name), pgid)
    if (m) members.push(m)
  }
  return { total: members.reduce((sum, m) => sum + m.rssBytes, 0), members }
}
