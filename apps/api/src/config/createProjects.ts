/**
 * The projects this server serves and their allowed origins (each project its own,
 * when configured). From the configuration (apps/api/README.md "Projects and origins"):
 *   - `projects: { [projectId]: { allowedOrigins } }`: each project its own origins; any other id is
 *     unknown;
 *   - or, as before `projects`, one `allowedOrigins` list for every project (a single-site
 *     deployment), for the ids of `projectIds` when given, else for any id.
 * `projectIds`, when given, also limits `projects`. The sign-in server (`/auth/v1/*`) signs people in
 * to any page of any project: `exactOrigins` is the union, each compared exactly (exactOrigin.ts).
 */
import type { ApiConfig } from './apiConfig.js'
import { exactOrigin, PROJECT_ID } from './exactOrigin.js'

/** SPEC §8: the provider message the dialog maps to 'Invalid Project ID' */
export const INVALID_KEY = 'Unauthorized: invalid key'
export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173']

export interface Projects {
  /** whether `projectId` is one of this server's projects */
  known(projectId: string | undefined): boolean
  /** the project's allowed origins as configured; undefined for an unknown project */
  origins(projectId: string | undefined): readonly string[] | undefined
  /** every allowed origin of every project, serialized (`scheme://host[:port]`) */
  readonly exactOrigins: ReadonlySet<string>
}

export function createProjects(
  config: Pick<ApiConfig, 'projects' | 'allowedOrigins' | 'projectIds'>,
): Projects {
  const listed = config.projectIds ? new Set(config.projectIds) : undefined
  const own = config.projects ? new Map(Object.entries(config.projects)) : undefined
  const shared = config.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS
  const known = (id: string | undefined): boolean => {
    if (own) return id !== undefined && PROJECT_ID.test(id) && own.has(id) && (!listed || listed.has(id))
    return listed ? id !== undefined && listed.has(id) : true
  }
  const all = own
    ? [...own.values()].flatMap((p) => p.allowedOrigins)
    : // the single list was never checked: any spelling of an origin counts, anything else matches nothing
      shared.map((o) => exactOrigin(o, { anySpelling: true }))
  return {
    known,
    origins: (id) => (!known(id) ? undefined : own ? own.get(id!)!.allowedOrigins : shared),
    exactOrigins: new Set(all.filter((o): o is string => o !== undefined)),
  }
}
