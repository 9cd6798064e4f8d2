import type { FetchFn } from './apiFetch.js'

/** What every SPEC §7 client needs: where to call and the parameters sent on every call. */
export interface ApiClientContext {
  baseUrl: string
  projectId: string
  /** st */
  sdkType: string
  /** sv */
  sdkVersion: string
  clientId?: string
  fetch?: FetchFn
  now?: () => number
}

export const commonQuery = (ctx: ApiClientContext) => ({
  projectId: ctx.projectId,
  st: ctx.sdkType,
  sv: ctx.sdkVersion,
  clientId: ctx.clientId,
})

export const fetchOf = (ctx: ApiClientContext): FetchFn =>
  ctx.fetch ?? ((input, init) => globalThis.fetch(input, init))
