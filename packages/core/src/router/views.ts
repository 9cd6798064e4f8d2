/**
 * The dialog's views and their typed data (SPEC §2). Core's own views are listed here; every
 * feature adds its views from its own folder through declaration merging, e.g.
 * `declare module '../../router/views.js' { interface ViewDataMap { Send: undefined } }`,
 * and registers their screens in the route table of @portico/react (one line per feature).
 * A view whose data is `undefined` takes none.
 */
export interface ViewDataMap {
  Connect: undefined
  ConnectingExternal: { connectorId: string }
  ConnectingWalletConnectBasic: undefined
  AllWallets: undefined
  Account: undefined
  Networks: undefined
  UnsupportedChain: undefined
}

export type ViewName = keyof ViewDataMap
export type ViewData<V extends ViewName> = ViewDataMap[V]

/** the arguments after the view name: none for views without data */
export type ViewDataArgs<V extends ViewName> = ViewDataMap[V] extends undefined ? [] : [data: ViewDataMap[V]]

export type RouteEntry = {
  [V in ViewName]: ViewDataMap[V] extends undefined
    ? { view: V; data?: undefined }
    : { view: V; data: ViewDataMap[V] }
}[ViewName]
