/** Views of SPEC §2 plus the ones this dialog needs (Connecting, Networks), with typed data. */
export const VIEWS = [
  'Connect',
  'ConnectingExternal',
  'Account',
  'Networks',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ApproveTransaction',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'SIWXSignMessage',
] as const
export type ViewName = (typeof VIEWS)[number]

/** Typed view data: views not listed take none. */
export interface ViewDataMap {
  ConnectingExternal: { connectorId: string }
}
export type ViewData<V extends ViewName> = V extends keyof ViewDataMap ? ViewDataMap[V] : undefined

export interface RouteEntry {
  view: ViewName
  data?: ViewDataMap[keyof ViewDataMap]
}

/** SPEC §2: closing is disabled on these views while sign-in is required and there is no session. */
export const SIGN_IN_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction']
