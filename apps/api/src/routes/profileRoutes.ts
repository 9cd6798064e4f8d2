/**
 * SPEC §7 profile names: register with a signed message (verified with viem), look-up, reverse
 * and suggestions. SPEC §5: the label is letters, digits and hyphen, at least 4 characters.
 */
import { NAME_LABEL_PATTERN, profileMessageSchema, registerNameRequestSchema } from '@portico/core'
import { Hono } from 'hono'
import { verifyMessage } from 'viem'
import type { ApiConfig } from '../config/apiConfig.js'
import { httpError, parseOr400 } from '../util/httpError.js'
import { unstorableInBody } from '../util/unstorableText.js'
import { requireAddress } from './blockchainRoutes.js'
import type { NameStore } from './nameStore.js'

/** ENSIP-11: 60 for Ethereum mainnet, 0x80000000 | chainId for other EVM chains. */
const isEvmCoinType = (t: number) => t === 60 || (t >= 0x80000000 && t < 0x100000000)

export function profileRoutes(deps: { config: ApiConfig; names: NameStore }) {
  const app = new Hono()
  const suffix = deps.config.nameSuffix
  const label = (name: string) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : name)

  app.post('/v1/profile/account', async (c) => {
    const body = parseOr400(registerNameRequestSchema, await c.req.json().catch(() => undefined))
    if (!isEvmCoinType(body.coin_type)) throw httpError(400, 'Invalid coin_type')
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
    if (!message.name.endsWith(suffix) || !NAME_LABEL_PATTERN.test(label(message.name)))
      throw httpError(400, 'Invalid name')
    const age = Math.floor(Date.now() / 1000) - message.timestamp
    if (age > deps.config.nameMessageMaxAgeSec || age < -60) throw httpError(400, 'Message expired')
    const valid = await verifyMessage({
      address: body.address as `0x${string}`,
      message: body.message,
      signature: body.signature as `0x${string}`,
    }).catch(() => false)
    if (!valid) throw httpError(401, 'Invalid signature')
    const inserted = await deps.names.insert({
      name: message.name,
      address: requireAddress(body.address),
      coinType: body.coin_type,
      attributes: message.attributes,
    })
    if (!inserted) throw httpError(409, 'Name already registered')
    return c.json((await deps.names.get(message.name))!, 201)
  })

  app.get('/v1/profile/account/:name', async (c) => {
    const record = await deps.names.get(c.req.param('name'))
    if (!record) throw httpError(404, 'Name not found')
    return c.json(record)
  })

  app.get('/v1/profile/reverse/:address', async (c) =>
    c.json(await deps.names.byAddress(requireAddress(c.req.param('address')))),
  )

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const base = label(c.req.param('name').toLowerCase()).replace(/[^a-z0-9-]/g, '')
    if (!NAME_LABEL_PATTERN.test(base)) return c.json({ suggestions: [] })
    const candidates = [base, `${base}-1`, `${base}-web3`, `${base}${new Date().getFullYear()}`].map(
      (l) => `${l}${suffix}`,
    )
    const suggestions = await Promise.all(
      candidates.map(async (name) => ({ name, registered: (await deps.names.get(name)) !== undefined })),
    )
    return c.json({ suggestions })
  })
  return app
}
