/**
 * The two databases a server test runs on (DESIGN.md, "Servers": one storage layer for both):
 * PGlite in memory, and a real PostgreSQL (startTestPostgres) in a fresh schema of its own, dropped
 * at the end. `describe.each(DB_VARIANTS)` runs a suite on each.
 */
import pg from 'pg'
import type { ApiConfigInput } from '../config/apiConfig.js'
import { startTestPostgres } from './startTestPostgres.js'

export interface DbVariant {
  name: 'PGlite' | 'PostgreSQL'
  /** `schema`: a name for this suite's PostgreSQL schema (the process id is added) */
  start(schema: string): Promise<{ config: Pick<ApiConfigInput, 'databaseUrl'>; stop(): Promise<void> }>
}

export const DB_VARIANTS: DbVariant[] = [
  { name: 'PGlite', start: async () => ({ config: { databaseUrl: 'memory:' }, stop: async () => {} }) },
  {
    name: 'PostgreSQL',
    start: async (name) => {
      const postgres = await startTestPostgres()
      const schema = `${name}_${process.pid}`
      const admin = new pg.Client({ connectionString: postgres.url })
      await admin.connect()
      await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`)
      await admin.end()
      const url = new URL(postgres.url)
      url.searchParams.set('options', `-c search_path=${schema}`)
      return {
        config: { databaseUrl: url.toString() },
        stop: async () => {
          const a = new pg.Client({ connectionString: postgres.url })
          await a.connect()
          await a.query(`drop schema if exists ${schema} cascade`)
          await a.end()
          await postgres.stop()
        },
      }
    },
  },
]
