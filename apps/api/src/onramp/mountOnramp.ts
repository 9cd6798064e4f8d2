/** The onramp endpoints and, when configured, the sandbox providers and their checkout. */
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
    const assets = sandboxAssets(config.chains, config.prices, sandbox.solana)
    const configured = sandbox.providers ?? [
      {
        id: 'sandbox',
        name: 'Portico Sandbox',
        feePercent: sandbox.feePercent,
        networkFeeUsd: sandbox.networkFeeUsd,
        namespaces: ['eip155', 'solana'],
      },
    ]
    const secrets = new Map<string, string>()
    for (const p of configured) {
      const webhookSecret = p.webhookSecret ?? sandbox.webhookSecret
      secrets.set(p.id, webhookSecret)
      providers.push(
        createSandboxProvider({
          config: { ...sandbox, ...p, webhookSecret },
          assets,
          sessions,
          now,
        }),
      )
    }
    const names = new Map(providers.map((p) => [p.id, p.name]))
    app.route(
      '/',
      sandboxCheckoutRoutes({
        checkoutOrigin: sandbox.checkoutOrigin,
        faucetPrivateKey: sandbox.faucetPrivateKey as Hex,
        ...(sandbox.solana ? { solana: sandbox.solana } : {}),
        sessions,
        chains: deps.chains,
        assetOf: (symbol, network) =>
          assets.find((a) => a.symbol.toUpperCase() === symbol.toUpperCase() && a.network === network),
        providerName: (id) => names.get(id) ?? id,
        // each provider calls its webhook like any caller: signed with its secret, through the
        // server's router
        deliverWebhook: (providerId, body) =>
          Promise.resolve(
            app.request(`/v1/onramp/webhook/${providerId}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                [SIGNATURE_HEADER]: signWebhook(secrets.get(providerId) ?? '', body, now()),
              },
              body,
            }),
          ),
      }),
    )
  }
  app.route('/', onrampRoutes({ providers, sessions }))
}
