/**
 * The frame page and its files (docs/embedded-wallet.md, "The secure site server"):
 * `GET /frame?projectId&chainId&version&enableLogger` serves the built `index.html` with the
 * networks injected and a CSP that lets only the project's allowed origins frame it;
 * `GET /frame/assets/*` serves the build's files. No X-Frame-Options (it would forbid every
 * framing); frame-ancestors says who may.
 */
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { ResolvedConfig } from '../config/secureSiteConfig.js'
import { createFrameAncestors } from './frameAncestors.js'
import { contentTypeOf, resolveAsset } from './frameAsset.js'
import { FRAME_CONFIG_VERSION, injectFrameConfig } from './frameConfig.js'

export const NOT_BUILT =
  'The frame page is not built. Run `pnpm --filter @portico/secure-site build` and reload.\n'

/** the frame page's CSP; `ancestors` is a list of origins or `'none'` */
export function frameCsp(ancestors: string, rpcUrls: readonly string[]): string {
  const rpcOrigins = [...new Set(rpcUrls.map((u) => new URL(u).origin))]
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${["'self'", ...rpcOrigins].join(' ')}`,
    "img-src 'self' data:",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

export function frameRoutes(config: ResolvedConfig) {
  const app = new Hono()
  const ancestorsOf = createFrameAncestors({
    apiUrl: config.apiUrl,
    now: config.now,
    cacheMs: config.limits.originsCacheMs,
  })
  // the frame talks to each network's own RPC and, on smart account networks, its bundler
  const rpcUrls = config.networks.flatMap((n) => (n.bundlerUrl ? [n.rpcUrl, n.bundlerUrl] : [n.rpcUrl]))
  const frameConfig = {
    networks: config.networks.map(({ caipNetworkId, rpcUrl, name, bundlerUrl, smartAccount }) => ({
      caipNetworkId,
      rpcUrl,
      ...(name ? { name } : {}),
      ...(bundlerUrl ? { bundlerUrl, smartAccount: smartAccount ?? '7702' } : {}),
    })),
    version: FRAME_CONFIG_VERSION,
  }
  const assetsDir = join(config.frameDir, 'assets')

  app.get('/frame', async (c) => {
    let html: string
    try {
      html = await readFile(join(config.frameDir, 'index.html'), 'utf8')
    } catch {
      return c.body(NOT_BUILT, 503, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
    }
    const ancestors = await ancestorsOf(c.req.query('projectId'))
    return c.body(injectFrameConfig(html, frameConfig), 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': frameCsp(ancestors, rpcUrls),
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    })
  })

  app.get('/frame/assets/*', async (c) => {
    const path = new URL(c.req.url).pathname
    const file = resolveAsset(assetsDir, path.slice('/frame/assets/'.length))
    const info = file ? await stat(file).catch(() => undefined) : undefined
    if (!file || !info?.isFile())
      return c.body('Not found\n', 404, { 'content-type': 'text/plain; charset=utf-8' })
    return c.body(await readFile(file), 200, {
      'content-type': contentTypeOf(file),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    })
  })

  return app
}
