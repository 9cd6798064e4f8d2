/**
 * CLI: `tsx src/main.ts` (`pnpm --filter @portico/secure-site start`). Environment (README,
 * "Configuration"): PORT (8793), HOST (localhost), PUBLIC_URL (the origin in device links;
 * http://HOST:PORT), API_URL (apps/api, http://127.0.0.1:8790), NETWORKS (JSON array of
 * { caipNetworkId, rpcUrl }), SMTP_HOST (127.0.0.1), SMTP_PORT (1025), SMTP_FROM
 * (`Portico <no-reply@localhost>`), DATABASE_URL (postgres://…, or `memory:`), DATA_DIR (PGlite's
 * directory without DATABASE_URL; ./data/secure-site), SHARE_KEYS (the key-encryption keys of the
 * shares, `id:base64key,…`; required), PORTICO_DEV_MODE (true: without SHARE_KEYS, a published
 * development key), OTP_SECRET (at least 16 characters; else one generated once and kept in the
 * database), FRAME_DIR (the built frame; dist/frame), TRUST_PROXY (true: the client IP is the first
 * X-Forwarded-For entry). SIGINT/SIGTERM stop the server.
 */
import { createSecureSite } from './server/createSecureSite.js'

const env = process.env
const log = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`)

let networks: unknown = []
try {
  networks = env.NETWORKS ? JSON.parse(env.NETWORKS) : []
} catch {
  throw new Error('NETWORKS must be JSON: [{ "caipNetworkId": "eip155:31337", "rpcUrl": "http://…" }]')
}
const site = await createSecureSite({
  port: Number(env.PORT ?? 8793),
  host: env.HOST || 'localhost',
  publicUrl: env.PUBLIC_URL || undefined,
  apiUrl: env.API_URL || 'http://127.0.0.1:8790',
  networks: networks as never,
  smtp: {
    host: env.SMTP_HOST || '127.0.0.1',
    port: Number(env.SMTP_PORT ?? 1025),
    from: env.SMTP_FROM || 'Portico <no-reply@localhost>',
  },
  otpSecret: env.OTP_SECRET || undefined,
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR || undefined,
  shareKeys: env.SHARE_KEYS || undefined,
  devMode: env.PORTICO_DEV_MODE === 'true',
  frameDir: env.FRAME_DIR || undefined,
  trustProxy: env.TRUST_PROXY === 'true',
})
log({ level: 'info', msg: 'listening', url: site.url })

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void site.stop().then(() => process.exit(0))
  })
