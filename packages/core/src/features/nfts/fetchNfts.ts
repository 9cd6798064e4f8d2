/**
 * The NFTs the connected account holds on its network, from the blockchain API, a page at a time
 * by cursor (like the history fetch, SPEC §4): a change of account or network starts over, an
 * answer for the list that was is dropped, a failure is kept in the state (the tab offers a retry).
 */
import type { Nft } from '../../api/apiSchemas.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import type { Portico } from '../../portico/Portico.js'
import { nftsState } from './nftsState.js'

export const nftsStateOf = nftsState.stateOf
const { patch } = nftsState

const keyOf = (n: Pick<Nft, 'chain' | 'contract' | 'tokenId'>) =>
  `${n.chain}:${n.contract.toLowerCase()}:${n.tokenId}`

export async function fetchNfts(portico: Portico, opts: { reset?: boolean } = {}): Promise<void> {
  const s = portico.getState()
  const ns = s.activeNamespace
  const account = s.accounts[ns]
  const network = portico.getActiveNetwork(ns)
  if (account?.status !== 'connected' || !account.address) throw porticoError('NOT_CONNECTED')
  if (!network) return
  const owner = account.address.toLowerCase()
  const current = nftsStateOf(portico)
  const fresh =
    opts.reset || !current.started || current.owner !== owner || current.network !== network.caipNetworkId
  if (fresh) nftsState.reset(portico, { owner, network: network.caipNetworkId, started: true, loading: true })
  else {
    if (current.loading || current.next === undefined) return
    patch(portico, { loading: true, failed: false })
  }
  const cursor = fresh ? undefined : current.next
  const stillHere = () => {
    const now = nftsStateOf(portico)
    return now.owner === owner && now.network === network.caipNetworkId && now.loading
  }
  try {
    const api = await portico.getApi()
    const page = await api.blockchain.getNfts({
      address: account.address,
      chainId: network.caipNetworkId,
      ...(cursor ? { cursor } : {}),
    })
    if (!stillHere()) return
    const have = fresh ? [] : nftsStateOf(portico).items
    const seen = new Set(have.map(keyOf))
    const added = page.data.filter((n) => n.chain === network.caipNetworkId && !seen.has(keyOf(n)))
    const next = page.next && (added.length > 0 || page.data.length === 0) ? page.next : undefined
    patch(portico, { items: [...have, ...added], loading: false, failed: false, next })
  } catch {
    if (!stillHere()) return
    patch(portico, { loading: false, failed: true, next: undefined })
  }
}
