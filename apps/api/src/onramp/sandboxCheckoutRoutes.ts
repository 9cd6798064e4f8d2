/**
 * The sandbox provider's checkout page, served only under its own origin
 * (`onramp.sandbox.checkoutOrigin`, another origin than the one the dialog calls): it shows the
 * purchase and lets a person approve, decline or fail the identity check. Approval pays the
 * purchase out on the devnet from the faucet account (the native coin, or a listed ERC-20), then
 * the provider calls this server's webhook, signed, like a real provider; decline and a failed
 * check call it too. Every text on the page is escaped; the page allows no script, no frame and
 * posts only to itself, and takes a POST only from itself in the same browser (checkoutCsrf.ts).
 */
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { createWalletClient, defineChain, erc20Abi, type Hex, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClients } from '../chain/chainClients.js'
import { createCheckoutCsrf } from './checkoutCsrf.js'
import type { SandboxAsset } from './createSandboxProvider.js'
import type { OnrampSession, OnrampSessions } from './onrampSessions.js'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

function page(s: OnrampSession, providerName: string, message?: string, csrf = ''): string {
  const row = (k: string, v: string, id: string) =>
    `<tr><th>${escapeHtml(k)}</th><td data-testid="${id}">${escapeHtml(v)}</td></tr>`
  const actions =
    s.status === 'pending'
      ? `<form method="post"><input type="hidden" name="csrf" value="${escapeHtml(csrf)}"><button name="action" value="approve" data-testid="sandbox-approve">Pay ${escapeHtml(`${s.paymentTotal} ${s.paymentCurrency}`)}</button>
         <button name="action" value="decline" data-testid="sandbox-decline" class="secondary">Decline</button>
         <button name="action" value="kyc-fail" data-testid="sandbox-kyc-fail" class="secondary">Fail the identity check</button></form>`
      : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(providerName)} checkout</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}
h1{font-size:1.3rem}table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{padding:.5rem 0;border-bottom:1px solid #ddd;text-align:left}
td{text-align:right;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}button{display:block;width:100%;margin:.5rem 0;padding:.8rem;border:0;border-radius:.6rem;background:#3b5bfd;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#eef0f4;color:#111}.note{color:#555;font-size:.9rem}</style></head><body>
<h1 data-testid="sandbox-provider">${escapeHtml(providerName)}: buy ${escapeHtml(s.asset)}</h1>
<p class="note">A test payment provider running on this machine. No real money moves: approving pays out on the local devnet.</p>
<table>${row('You pay', `${s.paymentTotal} ${s.paymentCurrency}`, 'sandbox-total')}${row('You receive', `${s.purchaseAmount} ${s.asset}`, 'sandbox-amount')}${row('Network', s.network, 'sandbox-network')}${row('To', s.destination, 'sandbox-destination')}${row('Status', s.status, 'sandbox-status')}${s.txHash ? row('Transaction', s.txHash, 'sandbox-tx') : ''}</table>
${message ? `<p data-testid="sandbox-message">${escapeHtml(message)}</p>` : ''}${actions}
</body></html>`
}

export function sandboxCheckoutRoutes(deps: {
  checkoutOrigin: string
  faucetPrivateKey: Hex
  sessions: OnrampSessions
  chains: ChainClients
  assetOf(symbol: string, network: string): SandboxAsset | undefined
  /** the name of the provider a session was opened with */
  providerName(id: string): string
  /** calls this server's webhook as the session's provider does: signed, over HTTP semantics */
  deliverWebhook(providerId: string, body: string): Promise<Response>
  /** a local Solana ledger SOL is paid out on, through its faucet */
  solana?: { rpcUrl: string; network: string }
}) {
  const app = new Hono()
  const host = new URL(deps.checkoutOrigin).host.toLowerCase()
  const faucet = privateKeyToAccount(deps.faucetPrivateKey)
  const csrf = createCheckoutCsrf({ checkoutOrigin: deps.checkoutOrigin })
  const html = (body: string, status: 200 | 403 | 404 | 409 = 200, setCookie?: string) =>
    new Response(body, {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': CSP,
        'x-content-type-options': 'nosniff',
        // not `no-referrer`: with it a browser sends `Origin: null` with the page's own form, which
        // the CSRF check refuses; `same-origin` still tells no other site the checkout's address
        'referrer-policy': 'same-origin',
        'cache-control': 'no-store',
        ...(setCookie ? { 'set-cookie': setCookie } : {}),
      },
    })
  // the checkout exists only on its own origin (the dialog's origin cannot serve or frame it)
  app.use('/sandbox/*', async (c, next) => {
    if ((c.req.header('host') ?? '').toLowerCase() !== host) return c.json({ error: 'Not found' }, 404)
    await next()
  })

  /** SOL through the local ledger's faucet (`requestAirdrop`), confirmed before the webhook */
  const solanaPayout = async (s: OnrampSession, lamports: bigint): Promise<string> => {
    const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
      const res = await fetch(deps.solana!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await res.json()) as { result?: T; error?: { message?: string } }
      if (body.error || body.result === undefined) throw new Error(body.error?.message ?? 'no result')
      return body.result
    }
    const signature = await rpc<string>('requestAirdrop', [s.destination, Number(lamports)])
    for (let i = 0; i < 50; i++) {
      const { value } = await rpc<{ value: ({ err: unknown; confirmationStatus?: string } | null)[] }>(
        'getSignatureStatuses',
        [[signature]],
      )
      const status = value[0]
      if (status?.err) throw new Error('airdrop failed')
      if (status?.confirmationStatus === 'finalized' || status?.confirmationStatus === 'confirmed')
        return signature
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('airdrop not confirmed')
  }

  const payout = async (s: OnrampSession): Promise<string> => {
    const asset = deps.assetOf(s.asset, s.network)
    if (asset && deps.solana && s.network === deps.solana.network)
      return solanaPayout(s, parseUnits(s.purchaseAmount, asset.decimals))
    const chain = deps.chains.get(Number(s.network.split(':')[1]))
    if (!asset || !chain) throw new Error('asset or chain unavailable')
    const wallet = createWalletClient({
      account: faucet,
      chain: defineChain({
        id: chain.config.chainId,
        name: chain.config.name,
        nativeCurrency: chain.config.nativeCurrency,
        rpcUrls: { default: { http: [chain.config.rpcUrl] } },
      }),
      transport: http(chain.config.rpcUrl),
    })
    const amount = parseUnits(s.purchaseAmount, asset.decimals)
    const to = s.destination as Hex
    const hash = asset.token
      ? await wallet.writeContract({
          address: asset.token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        })
      : await wallet.sendTransaction({ to, value: amount })
    const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
    if (receipt.status !== 'success') throw new Error('payout reverted')
    return hash
  }

  app.get('/sandbox/checkout/:id', async (c) => {
    const s = await deps.sessions.get(c.req.param('id').slice(0, 64))
    if (!s) return html('<!doctype html><p>No such checkout.</p>', 404)
    const { token, setCookie } = csrf.issue(s.id, c.req.header('cookie'))
    return html(page(s, deps.providerName(s.provider), undefined, token), 200, setCookie)
  })

  app.post('/sandbox/checkout/:id', async (c) => {
    const id = c.req.param('id').slice(0, 64)
    const s = await deps.sessions.get(id)
    if (!s) return html('<!doctype html><p>No such checkout.</p>', 404)
    if (s.status !== 'pending')
      return html(page(s, deps.providerName(s.provider), 'This checkout is already closed.'), 409)
    const form = await c.req.parseBody()
    // only the checkout page itself, in the browser that opened it, may act on the purchase
    const refused = csrf.check(id, {
      cookie: c.req.header('cookie'),
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      token: form.csrf,
    })
    if (refused)
      return html(
        page(
          s,
          deps.providerName(s.provider),
          'This form was not sent from this checkout page: nothing was done. Reload the checkout to continue.',
        ),
        403,
      )
    const action = form.action
    let status: 'completed' | 'declined' | 'failed'
    let txHash: string | undefined
    let message: string
    if (action === 'approve') {
      try {
        txHash = await payout(s)
        status = 'completed'
        message = 'Paid. The crypto is on its way to your wallet.'
      } catch {
        status = 'failed'
        message = 'The payout failed: nothing was charged.'
      }
    } else if (action === 'decline') {
      status = 'declined'
      message = 'You declined the payment. Nothing was charged.'
    } else if (action === 'kyc-fail') {
      status = 'failed'
      message = 'The identity check failed. Nothing was charged.'
    } else
      return html(
        page(
          s,
          deps.providerName(s.provider),
          'Unknown action.',
          csrf.issue(id, c.req.header('cookie')).token,
        ),
        409,
      )
    const event = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: `checkout.${status}`,
      data: { sessionId: id, status, ...(txHash ? { txHash } : {}) },
    })
    await deps.deliverWebhook(s.provider, event)
    return html(page((await deps.sessions.get(id)) ?? s, deps.providerName(s.provider), message))
  })

  return app
}
