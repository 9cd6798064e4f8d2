/**
 * SPEC §4 name registration, wagmi-style (`registerAccountName(portico, label)`): the label must
 * pass SPEC §5; the wallet signs (personal_sign, through the instance's signMessage) the JSON
 * message `{ name, attributes: {}, timestamp }` (SPEC §7, seconds); `POST /v1/profile/account`
 * with the ENSIP-11 coin type of the active chain ('Invalid chainId' at or above 0x80000000).
 * Loading meanwhile; success makes the name the account's profileName at once and shows
 * RegisterAccountNameSuccess; an error stays on RegisterAccountName with the server's first reason
 * or 'Error registering name {name}' (SPEC §8); a declined signature shows 'Signature declined'.
 */

import { hasCapability } from '../../capabilities/hasCapability.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import { isUserRejection } from '../../errors/rpcErrors.js'
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { nameCoinType } from './nameCoinType.js'
import { nameRuleProblem } from './nameRuleProblem.js'
import { namesState } from './namesState.js'

export async function registerAccountName(
  portico: Portico,
  label: string,
  opts: { now?: number } = {},
): Promise<boolean> {
  const s = namesState.stateOf(portico)
  if (s.loading) return false
  const rule = nameRuleProblem(label) ?? (label === '' ? 'INVALID_NAME' : undefined)
  if (rule) {
    namesState.patch(portico, { problem: { code: rule } })
    return false
  }
  const state = portico.getState()
  const ns = state.activeNamespace
  const account = state.accounts[ns]
  const network = portico.getActiveNetwork(ns)
  const name = `${label}${s.suffix}`
  // SPEC §9: the adapter says whether its namespace has names (eip155's does), not core
  if (
    !hasCapability(portico, 'names', ns) ||
    account?.status !== 'connected' ||
    !account.address ||
    !network
  ) {
    namesState.patch(portico, { problem: { code: 'REGISTER_FAILED', name } })
    return false
  }
  let coinType: number
  try {
    coinType = nameCoinType(network.id)
  } catch {
    namesState.patch(portico, { problem: { code: 'INVALID_CHAIN_ID' } })
    return false
  }
  const address = account.address
  namesState.patch(portico, { loading: true, problem: undefined })
  try {
    const timestamp = Math.floor((opts.now ?? Date.now()) / 1000)
    const message = JSON.stringify({ name, attributes: {}, timestamp })
    const signature = await portico.signMessage(message)
    const api = await portico.getApi()
    const record = await api.blockchain.registerName({ coin_type: coinType, address, message, signature })
    const now = portico.getState()
    const current = now.accounts[ns]
    if (current?.address === address)
      portico.store.setState({
        accounts: { ...now.accounts, [ns]: { ...current, profileName: record.name } },
      })
    namesState.patch(portico, {
      loading: false,
      registered: record.name,
      input: '',
      suggestions: [],
      checkedLabel: undefined,
    })
    if (portico.getState().router.view === 'RegisterAccountName')
      portico.router.replace('RegisterAccountNameSuccess')
    return true
  } catch (e) {
    if (isUserRejection(e) || isPorticoError(e, 'USER_REJECTED')) {
      featureContextOf(portico).toasts.show({ key: 'SIGNATURE_DECLINED' }, 'error')
      namesState.patch(portico, { loading: false, problem: { code: 'SIGNATURE_DECLINED' } })
      return false
    }
    const reason = isPorticoError(e) ? (e.details as { reasons?: unknown } | undefined)?.reasons : undefined
    const first = Array.isArray(reason) && typeof reason[0] === 'string' ? reason[0] : undefined
    namesState.patch(portico, {
      loading: false,
      problem: { code: 'REGISTER_FAILED', name, ...(first ? { reason: first } : {}) },
    })
    return false
  }
}
