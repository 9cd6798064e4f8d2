/**
 * A sign-in relay serves the project's own pages only: the page a Farcaster
 * channel or a social login is for must be one of the project's allowed origins (apps/api's
 * `/projects/v1/origins?projectId=`, the list the frame's `frame-ancestors` uses). `origin` must be
 * exactly an http(s) origin (scheme, host, port: no path, query, fragment or credentials); a
 * final `/` is dropped. Anything else is 400 `INVALID_REQUEST`; an origin that is not the
 * project's (or a project apps/api does not know) is 403 `ORIGIN_NOT_ALLOWED`.
 */
import { parseOrigin } from '../frame/frameAncestors.js'
import type { SiteDeps } from '../SiteDeps.js'
import { apiError } from './apiError.js'

export async function requireAllowedOrigin(
  deps: Pick<SiteDeps, 'allowedOrigins'>,
  projectId: string,
  origin: string,
  field: string,
): Promise<string> {
  const exact = parseOrigin(origin)
  if (!exact)
    throw apiError(
      400,
      'INVALID_REQUEST',
      `Invalid request: ${field}: an http(s) origin (scheme, host and port only)`,
    )
  if (!(await deps.allowedOrigins(projectId)).includes(exact))
    throw apiError(
      403,
      'ORIGIN_NOT_ALLOWED',
      `${exact} is not one of the allowed origins of project ${projectId}: a sign-in is only for the project's own pages`,
    )
  return exact
}
