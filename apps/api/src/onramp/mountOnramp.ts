/** The onramp endpoints and, when configured, the sandbox provider and its checkout (issue 16). */
import type { Hono } from 'hono'
import type { Hex } from 'viem'
import type { ChainClients } from '../chain/chainClients.js'
import type { ApiConfig } from '../config/apiConfig.js'
import type { Db } from '../db/Db.js'
import { createSandboxProvider, sandboxAssets } from './createSandboxProvider.js'
import type { OnrampProvider } from './OnrampProvider.js'
import { onrampRoutes } from './onrampRoutes.js'
import { createOnrampSessions } from './onrampSessions.js'
import { sandboxCheckoutRoutes } from './sandboxCheckoutRoutes.js'
import { SIGNATURE_HEADER, signWebhook } from './webhookSignature.js'

export function mountOnramp(app: Hono, deps: { config: ApiConfig; db: Db; chains: ChainClients }) {
  const { config } = deps
  const now = config.now ?? Date.now
  const sessions = createOnrampSessions(deps.db, { now })
  const providers: OnrampProvider[] = []
  const sandbox = config.onramp.sandbox
  if (sandbox) {
    const provider = createSandboxProvider({
      config: sandbox,
      assets: sandboxAssets(config.chains, config.prices, sandbox.solana),
      sessions,
      now,
    })
    providers.push(provider)
    app.route(
      '/',
      sandboxCheckoutRoutes({
        checkoutOrigin: sandbox.checkoutOrigin,
        faucetPrivateKey: sandbox.faucetPrivateKey as Hex,
        ...(sandbox.solana ? { solana: sandbox.solana } : {}),
        sessions,
        chains: deps.chains,
        assetOf: provider.assetOf,
        // the provider calls the webhook like any caller: signed, through the server's router
        deliverWebhook: (body) =>
          Promise.resolve(
            app.request('/v1/onramp/webhook/sandbox', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                [SIGNATURE_HEADER]: signWebhook(sandbox.webhookSecret, body, now()),
              },
              body,
            }),
          ),
      }),
    )
  }
  app.route('/', onrampRoutes({ providers, sessions }))
}
