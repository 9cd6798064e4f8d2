/**
 * The in-memory `SecureSiteStore` (the lab, the tests). Given a file, it loads it at start and
 * rewrites it after every change (a temp file renamed over the old one, so a crash never leaves
 * half a file; mode 0600: it holds the auth shares), so a restarted lab keeps its users.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { type SecureSiteStore, type StoreTables, TABLE_NAMES, type Table } from './SecureSiteStore.js'

type Snapshot = { version: 1 } & { [K in keyof StoreTables]?: Record<string, StoreTables[K]> }

export function createMemoryStore(opts: { file?: string } = {}): SecureSiteStore {
  const maps = Object.fromEntries(TABLE_NAMES.map((n) => [n, new Map<string, unknown>()])) as {
    [K in keyof StoreTables]: Map<string, StoreTables[K]>
  }
  const { file } = opts
  if (file && existsSync(file)) {
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
    for (const name of TABLE_NAMES)
      for (const [k, v] of Object.entries(snapshot[name] ?? {}))
        (maps[name] as Map<string, unknown>).set(k, v)
  }
  let dirty = false
  let scheduled = false
  const save = () => {
    scheduled = false
    if (!file || !dirty) return
    dirty = false
    const snapshot: Snapshot = { version: 1 }
    for (const name of TABLE_NAMES)
      (snapshot as Record<string, unknown>)[name] = Object.fromEntries(maps[name] as Map<string, unknown>)
    mkdirSync(dirname(file), { recursive: true })
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify(snapshot), { mode: 0o600 })
    renameSync(tmp, file)
  }
  // changes in one tick are written once, right after it
  const changed = () => {
    if (!file) return
    dirty = true
    if (!scheduled) {
      scheduled = true
      queueMicrotask(save)
    }
  }
  const table = <T>(map: Map<string, T>): Table<T> => ({
    get: (key) => {
      const v = map.get(key)
      return v === undefined ? undefined : structuredClone(v)
    },
    set: (key, value) => {
      map.set(key, structuredClone(value))
      changed()
    },
    delete: (key) => {
      if (map.delete(key)) changed()
    },
    entries: () => [...map].map(([k, v]) => [k, structuredClone(v)]),
  })
  return {
    users: table(maps.users),
    emails: table(maps.emails),
    sessions: table(maps.sessions),
    otps: table(maps.otps),
    deviceRequests: table(maps.deviceRequests),
    deviceTokens: table(maps.deviceTokens),
    emailUpdates: table(maps.emailUpdates),
    identities: table(maps.identities),
    close: save,
  }
}
