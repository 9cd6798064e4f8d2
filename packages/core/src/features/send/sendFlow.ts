/**
 * The Send screens' flow over SPEC §3's send state (plain functions over the instance, like
 * wagmi's actions): pick a token from the account's balances, type an amount and a recipient
 * (an address, or a name the blockchain API resolves), review the checked transfer with its
 * network fee, confirm in the wallet, see it confirmed. Every SPEC §5 rule is checked before the
 * wallet is asked; a declined signature keeps the form (SPEC §8 'Signature declined').
 */
import type { TransferToken } from '../../adapters/PorticoAdapter.js'
import { BALANCE_RETRY_LOCK_MS } from '../../constants/constants.js'
import { type ErrorCode, porticoError } from '../../errors/errorCatalogue.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import { isUserRejection } from '../../errors/rpcErrors.js'
import { featureContextOf } from '../../portico/featureContextOf.js'
import type { Portico } from '../../portico/Portico.js'
import { formatAmount, parseAmount } from '../../utils/units.js'
import { activeAccount } from '../activeAccount.js'
import { perInstance } from '../perInstance.js'
import { type SendProblem, type SendState, type SendToken, sendState } from './sendState.js'
import { sendTransaction } from './sendTransaction.js'

export const sendStateOf = sendState.stateOf
const { patch } = sendState

/** a thrown error as the problem the screen shows: its code and, from the chain, its reason */
export function toSendProblem(e: unknown): SendProblem {
  if (!isPorticoError(e)) return { code: 'SOMETHING_WENT_WRONG' }
  const reason = (e.details as { reason?: unknown } | undefined)?.reason
  return { code: e.code, ...(typeof reason === 'string' && reason ? { reason: reason.slice(0, 200) } : {}) }
}

const tokenKey = (t: Pick<SendToken, 'address'>) => t.address?.toLowerCase() ?? 'native'

/**
 * Loads what the account can send on the active network: the native balance from the chain, the
 * host's `tokens` for this network from the chain, and the blockchain API's token balances
 * (SPEC §5: tokens with decimals 0 are dropped). SPEC §4: after a failed API fetch, another
 * within 30 s is skipped. A change of account or network starts the form over.
 */
export async function loadSendTokens(portico: Portico, opts: { force?: boolean; now?: number } = {}) {
  const a = activeAccount(portico)
  if (!a) return
  const now = opts.now ?? Date.now()
  const current = sendStateOf(portico)
  if (current.caipNetworkId !== a.network.caipNetworkId || current.owner !== a.address)
    sendState.reset(portico, { caipNetworkId: a.network.caipNetworkId, owner: a.address })
  patch(portico, { tokensLoading: true })
  const found = new Map<string, SendToken>()
  const add = (t: SendToken) => {
    if (t.decimals > 0 && !found.has(tokenKey(t))) found.set(tokenKey(t), t)
  }
  const { nativeCurrency } = a.network
  const native = await a.adapter.getBalance({ address: a.address, network: a.network }).catch(() => undefined)
  add({
    name: nativeCurrency.name,
    symbol: nativeCurrency.symbol,
    decimals: nativeCurrency.decimals,
    balance: native?.value ?? 0n,
  })
  let usd: number | undefined
  const hasApi = Boolean(portico.options.apiUrl || portico.options.blockchainApiUrl)
  const locked = current.lastRetry !== undefined && now - current.lastRetry < BALANCE_RETRY_LOCK_MS
  if (hasApi && a.adapter.capabilities.includes('tokenBalance') && !(locked && !opts.force)) {
    try {
      const api = await portico.getApi()
      const balances = await api.fetchTokenBalances(opts.force ? { force: true } : {})
      usd = 0
      for (const b of balances) {
        usd += Number.isFinite(b.value) ? b.value : 0
        const decimals = Number(b.quantity.decimals)
        if (!b.address || !Number.isInteger(decimals)) continue
        const address = b.address.split(':').pop() ?? ''
        let balance: bigint
        try {
          balance = parseAmount(b.quantity.numeric, decimals)
        } catch {
          continue
        }
        add({
          address,
          name: b.name,
          symbol: b.symbol,
          decimals,
          balance,
          ...(Number.isFinite(b.price) && b.price > 0 ? { price: b.price } : {}),
          ...(b.iconUrl ? { iconUrl: b.iconUrl } : {}),
        })
      }
      patch(portico, { lastRetry: undefined })
    } catch {
      patch(portico, { lastRetry: now })
    }
  }
  // the host's own tokens for this network (SPEC §3 option `tokens`), read from the chain
  const hostTokens = portico.options.tokens[a.network.caipNetworkId]
  for (const t of hostTokens ? (Array.isArray(hostTokens) ? hostTokens : [hostTokens]) : []) {
    if (found.has(t.address.toLowerCase()) || !a.adapter.getTokenBalance) continue
    const b = await a.adapter
      .getTokenBalance({ address: a.address, token: t.address, network: a.network })
      .catch(() => undefined)
    if (b)
      add({
        address: t.address,
        name: t.name ?? (b.symbol || t.symbol || t.address),
        symbol: b.symbol || t.symbol || `${t.address.slice(0, 4)}…`,
        decimals: b.decimals,
        balance: b.value,
        ...(t.image ? { iconUrl: t.image } : {}),
      })
  }
  const tokenBalances = [...found.values()]
  const selected = sendStateOf(portico).token
  const token =
    (selected && tokenBalances.find((t) => tokenKey(t) === tokenKey(selected))) ?? tokenBalances[0]
  patch(portico, {
    tokenBalances,
    tokensLoading: false,
    ...(token ? { token } : {}),
    ...(usd !== undefined ? { networkBalanceInUSD: usd } : {}),
  })
}

export function selectSendToken(portico: Portico, address: string | undefined) {
  const token = sendStateOf(portico).tokenBalances.find(
    (t) => tokenKey(t) === (address?.toLowerCase() ?? 'native'),
  )
  if (token) patch(portico, { token, problem: undefined, declined: false, preview: undefined })
}

export function setSendAmount(portico: Portico, amount: string) {
  patch(portico, {
    sendTokenAmount: amount.slice(0, 100),
    problem: undefined,
    declined: false,
    preview: undefined,
  })
}

/** coin type of a chain for names (ENSIP-11): 60 on Ethereum, else 0x80000000 | chainId */
function coinTypes(chainId: string | number): string[] {
  const id = Number(chainId)
  return id === 1 || !Number.isSafeInteger(id) ? ['60'] : [String((0x80000000 | id) >>> 0), '60']
}

/** the latest recipient check per instance: Review waits for it */
const receiverCheck = perInstance((): { latest?: Promise<void> } => ({}))

/**
 * The recipient as typed: an address of the namespace, or (eip155, with an API) a name the
 * blockchain API resolves (SPEC §7 profile), whose address is then used.
 */
export function setSendReceiver(portico: Portico, input: string): Promise<void> {
  const check = checkReceiver(portico, input)
  receiverCheck(portico).latest = check
  return check
}

async function checkReceiver(portico: Portico, input: string): Promise<void> {
  const value = input.trim().slice(0, 256)
  patch(portico, {
    receiverInput: input.slice(0, 256),
    receiverAddress: '',
    receiverChecking: Boolean(value),
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    problem: undefined,
    declined: false,
    preview: undefined,
  })
  // only the check of what is typed now may end the checking state (the user may type on)
  const current = () => sendStateOf(portico).receiverInput.trim() === value
  const done = (found?: Partial<SendState>) => {
    if (current()) patch(portico, { receiverChecking: false, ...found })
  }
  try {
    const a = activeAccount(portico)
    if (!a || !value) return done()
    if (!a.adapter.isAddress || (await a.adapter.isAddress(value, a.network)))
      return done({ receiverAddress: value })
    const hasApi = Boolean(portico.options.apiUrl || portico.options.blockchainApiUrl)
    if (a.ns !== 'eip155' || !hasApi || !/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(value)) return done()
    const record = await portico
      .getApi()
      .then((api) => api.blockchain.lookupName(value))
      .catch(() => undefined)
    const resolved = coinTypes(a.network.id)
      .map((c) => record?.addresses[c]?.address)
      .find((x): x is string => typeof x === 'string')
    if (!resolved || (a.adapter.isAddress && !(await a.adapter.isAddress(resolved, a.network)))) return done()
    const avatar = record?.attributes.avatar
    done({
      receiverAddress: resolved,
      receiverProfileName: record?.name ?? value,
      ...(avatar ? { receiverProfileImageUrl: avatar } : {}),
    })
  } catch {
    done()
  }
}

function transferToken(t: SendToken): TransferToken | undefined {
  return t.address ? { address: t.address, decimals: t.decimals, symbol: t.symbol } : undefined
}

/** Max: the whole token balance; for the native currency the balance minus the estimated fee. */
export async function setSendMax(portico: Portico) {
  const a = activeAccount(portico)
  const s = sendStateOf(portico)
  if (!a || !s.token) return
  if (s.token.address) return setSendAmount(portico, formatAmount(s.token.balance, s.token.decimals))
  let fee = 0n
  try {
    const to = s.receiverAddress || a.address
    fee = (await a.adapter.prepareSend?.({ from: a.address, to, amount: 1n, network: a.network }))?.fee ?? 0n
  } catch {
    fee = 0n
  }
  const max = s.token.balance > fee ? s.token.balance - fee : 0n
  setSendAmount(portico, formatAmount(max, s.token.decimals))
}

/** the SPEC §5 rules on the form, in order; the transfer when they hold */
function checkForm(portico: Portico) {
  const a = activeAccount(portico)
  const s = sendStateOf(portico)
  if (!a?.adapter.capabilities.includes('send')) throw porticoError('UNSUPPORTED_CHAIN')
  if (!s.token) throw porticoError('TOKEN_REQUIRED')
  if (!s.sendTokenAmount.trim() || !s.receiverInput.trim())
    throw porticoError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
  if (!s.receiverAddress) throw porticoError('INVALID_ADDRESS', { details: { to: s.receiverInput } })
  const amount = parseAmount(s.sendTokenAmount, s.token.decimals)
  if (amount <= 0n) throw porticoError('INVALID_AMOUNT', { details: { amount: s.sendTokenAmount } })
  if (amount > s.token.balance) throw porticoError('INSUFFICIENT_FUNDS')
  const token = transferToken(s.token)
  return { a, s, amount, token }
}

/** the problem the form has now, live (the screen shows it and disables Review); none when valid */
export function sendFormProblem(portico: Portico): ErrorCode | undefined {
  const s = sendStateOf(portico)
  try {
    if (!s.token || !s.sendTokenAmount.trim() || !s.receiverInput.trim()) return undefined
    // a recipient still being checked is not a problem yet (no error flashes while it is typed)
    if (s.receiverChecking) return undefined
    checkForm(portico)
    return undefined
  } catch (e) {
    return isPorticoError(e) ? e.code : 'SOMETHING_WENT_WRONG'
  }
}

/**
 * Review: checks the form (SPEC §5), then has the adapter simulate the transfer and price its fee
 * without asking the wallet. A transfer that would fail says why and stays on the form.
 */
export async function previewSend(portico: Portico): Promise<boolean> {
  patch(portico, { problem: undefined, declined: false })
  // Review right after typing: the recipient's check finishes first
  await receiverCheck(portico).latest
  let checked: ReturnType<typeof checkForm>
  try {
    checked = checkForm(portico)
  } catch (e) {
    patch(portico, { problem: toSendProblem(e) })
    return false
  }
  const { a, s, amount, token } = checked
  patch(portico, { loading: true })
  try {
    const prepared = await a.adapter.prepareSend?.({
      from: a.address,
      to: s.receiverAddress,
      amount,
      network: a.network,
      ...(token ? { token } : {}),
    })
    patch(portico, { preview: { fee: prepared?.fee ?? 0n }, loading: false })
    if (portico.getState().router.view === 'Send') portico.router.push('SendPreview')
    return true
  } catch (e) {
    patch(portico, { problem: toSendProblem(e), loading: false })
    return false
  }
}

/**
 * Confirm: SPEC §4 send (loading set, dispatched by namespace, loading cleared). Success resets
 * the form, keeps the result for the confirmation screen and refreshes balances; a declined
 * signature shows 'Signature declined' and keeps everything the user typed.
 */
export async function confirmSend(portico: Portico): Promise<boolean> {
  let checked: ReturnType<typeof checkForm>
  try {
    checked = checkForm(portico)
  } catch (e) {
    patch(portico, { problem: toSendProblem(e) })
    return false
  }
  const { s, amount, token } = checked
  patch(portico, { loading: true, signing: true, problem: undefined, declined: false })
  try {
    const result = await sendTransaction(portico, {
      to: s.receiverAddress,
      amount,
      ...(token ? { token } : {}),
    })
    sendState.reset(portico, {
      caipNetworkId: s.caipNetworkId,
      owner: s.owner,
      tokenBalances: s.tokenBalances,
      token: s.token,
      result: {
        ...result,
        amount: s.sendTokenAmount.trim(),
        symbol: s.token?.symbol ?? '',
        to: s.receiverAddress,
      },
    })
    if (portico.getState().router.view === 'SendPreview') portico.router.replace('SendSuccess')
    void loadSendTokens(portico, { force: true })
    return true
  } catch (e) {
    const declined = isUserRejection(e)
    if (declined) featureContextOf(portico).toasts.show({ key: 'SIGNATURE_DECLINED' }, 'error')
    patch(portico, {
      loading: false,
      signing: false,
      declined,
      ...(declined ? {} : { problem: toSendProblem(e) }),
    })
    return false
  }
}

/** Starts over (the user leaves the flow, or sends another). */
export function resetSend(portico: Portico) {
  const s = sendStateOf(portico)
  sendState.reset(portico, {
    caipNetworkId: s.caipNetworkId,
    owner: s.owner,
    tokenBalances: s.tokenBalances,
    ...(s.token ? { token: s.token } : {}),
  })
}
