/**
 * SPEC §7 profile names: register with a signed message, look-up, reverse and suggestions.
 * SPEC §5: the label is letters, digits and hyphen, at least 4 characters. And:
 * - names are normalised with ENSIP-15 (`normalize` of viem/ens) before the label check, the
 *   storage and every look-up, so case variants and look-alikes are one name; a name that does not
 *   normalise, or that normalisation changes beyond case, is 'Invalid name';
 * - the signature is verified with a public client's `verifyMessage` (ERC-1271 / ERC-6492: smart
 *   accounts too) when this server follows the chain of the coin type (ENSIP-11), else as an EOA's;
 * - the timestamp is accepted within ±`nameMessageMaxAgeSec` (5 minutes) of the server's clock;
 * - a signature registers once ('Signature already used'), consumed with the insert;
 * - errors are `{ error, reasons: [{ description }] }` (SPEC §8).
 */
import { NAME_LABEL_PATTERN, profileMessageSchema, registerNameRequestSchema } from '@portico/core'
import { Hono } from 'hono'
import { verifyMessage } from 'viem'
import { normalize } from 'viem/ens'
import type { ChainClients } from '../chain/chainClients.js'
import type { ApiConfig } from '../config/apiConfig.js'
import { httpError, parseOr400, withReasons } from '../util/httpError.js'
import { unstorableInBody } from '../util/unstorableText.js'
import { requireAddress } from './blockchainRoutes.js'
import type { NameStore } from './nameStore.js'
import { signatureHash } from './signatureHash.js'

/**
 * ENSIP-11: coin type 60 is Ethereum mainnet (chain 1), `0x80000000 | chainId` another EVM chain.
 * SPEC §5: a chain id at or above 0x80000000 has no coin type ('Invalid chainId').
 */
export function chainIdOfCoinType(coinType: number): number {
  if (coinType === 60) return 1
  if (coinType >= 0x100000000 || coinType === 0x80000000) throw httpError(400, 'Invalid chainId')
  if (coinType > 0x80000000) return coinType - 0x80000000
  throw httpError(400, 'Invalid coin_type')
}

/** ENSIP-15 normal form; undefined when the name does not normalise or changes beyond case. */
export function normalName(name: string): string | undefined {
  try {
    const n = normalize(name)
    return n === name.toLowerCase() ? n : undefined
  } catch {
    return undefined
  }
}

export function profileRoutes(deps: { config: ApiConfig; names: NameStore; chains?: ChainClients }) {
  const app = new Hono()
  app.onError(withReasons)
  const { config } = deps
  const now = () => (config.now ?? Date.now)()
  const suffixes = [config.nameSuffix, ...config.nameSuffixes.filter((s) => s !== config.nameSuffix)]
  const suffixOf = (name: string) => suffixes.find((s) => name.endsWith(s) && name.length > s.length)
  const label = (name: string) => {
    const s = suffixOf(name)
    return s ? name.slice(0, -s.length) : name
  }

  app.post('/v1/profile/account', async (c) => {
    const body = parseOr400(registerNameRequestSchema, await c.req.json().catch(() => undefined))
    const chainId = chainIdOfCoinType(body.coin_type)
    // the message is JSON inside the JSON body: what the door checked as text is content here
    const unstorable = unstorableInBody(body.message)
    if (unstorable) throw httpError(400, `Invalid request: message: ${unstorable}`)
    let parsedJson: unknown
    try {
      parsedJson = JSON.parse(body.message)
    } catch {
      throw httpError(400, 'Invalid request: message must be JSON')
    }
    const message = parseOr400(profileMessageSchema, parsedJson)
    const name = normalName(message.name)
    if (!name || !suffixOf(name) || !NAME_LABEL_PATTERN.test(label(name)))
      throw httpError(400, 'Invalid name')
    const skew = Math.floor(now() / 1000) - message.timestamp
    if (Math.abs(skew) > config.nameMessageMaxAgeSec) throw httpError(400, 'Message expired')
    const address = body.address as `0x${string}`
    const signature = body.signature as `0x${string}`
    const eoa = () => verifyMessage({ address, message: body.message, signature }).catch(() => false)
    const client = deps.chains?.get(chainId)?.client
    // a followed chain: ERC-1271 / ERC-6492 through its RPC (an EOA too); an RPC failure falls
    // back to the EOA check, so a contract account is refused rather than the server failing
    const valid = client
      ? await client.verifyMessage({ address, message: body.message, signature }).catch(eoa)
      : await eoa()
    if (!valid) throw httpError(401, 'Invalid signature')
    const outcome = await deps.names.insert({
      name,
      address: requireAddress(body.address),
      coinType: body.coin_type,
      attributes: message.attributes,
      signatureHash: signatureHash(signature),
    })
    if (outcome === 'signature-used') throw httpError(409, 'Signature already used')
    if (outcome === 'name-taken') throw httpError(409, 'Name already registered')
    return c.json((await deps.names.get(name))!, 201)
  })

  app.get('/v1/profile/account/:name', async (c) => {
    const name = normalName(c.req.param('name'))
    const record = name ? await deps.names.get(name) : undefined
    if (!record) throw httpError(404, 'Name not found')
    return c.json(record)
  })

  app.get('/v1/profile/reverse/:address', async (c) =>
    c.json(await deps.names.byAddress(requireAddress(c.req.param('address')))),
  )

  app.get('/v1/profile/suggestions/:name', async (c) => {
    // SPEC §7 `zone`: one of the configured suffixes (with or without its leading dot)
    const zoneParam = c.req.query('zone')?.toLowerCase()
    const zone =
      suffixes.find((s) => zoneParam !== undefined && (s === zoneParam || s === `.${zoneParam}`)) ??
      config.nameSuffix
    const typed = normalName(c.req.param('name')) ?? ''
    const base = label(typed).replace(/[^a-z0-9-]/g, '')
    if (!NAME_LABEL_PATTERN.test(base)) return c.json({ suggestions: [] })
    const candidates = [base, `${base}-1`, `${base}-web3`, `${base}${new Date(now()).getFullYear()}`].map(
      (l) => `${l}${zone}`,
    )
    const suggestions = await Promise.all(
      candidates.map(async (name) => ({ name, registered: (await deps.names.get(name)) !== undefined })),
    )
    return c.json({ suggestions })
  })
  return app
}
