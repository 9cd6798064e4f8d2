export type * from './account.js'
export type * from './chain.js'
export type * from './connector.js'
