import { solanaAdapter, solanaDevnet, solanaMainnet } from '@portico/adapter-solana'
import { createPortico } from '@portico/core'

export const portico = createPortico({
  projectId: 'my-app',
  networks: [solanaMainnet, solanaDevnet],
  // confirmed is the default; processed, confirmed, finalized, recent, single, singleGossip, root or max
  adapters: [solanaAdapter({ preflightCommitment: 'confirmed', confirmTimeoutMs: 30_000 })],
})
