/**
 * CLI: `tsx src/main.ts` (`pnpm --filter @portico/secure-site start`). Environment:
 * PORT (8793), HOST (localhost), PUBLIC_URL (the origin in device links; http://HOST:PORT),
 * API_URL (apps/api, http://127.0.0.1:8790), NETWORKS (JSON array of { caipNetworkId, rpcUrl }),
 * SMTP_HOST (127.0.0.1), SMTP_PORT (1025), SMTP_FROM (`Portico <no-reply@localhost>`),
 * OTP_SECRET (at least 16 characters; a random one per start otherwise, with a warning),
 * DATA_DIR (keep users in DATA_DIR/secure-site.json; in memory otherwise), FRAME_DIR (the built
 * frame; dist/frame), TRUST_PROXY (true: the client IP is the first X-Forwarded-For entry).
 * SIGINT/SIGTERM stop the server.
 */
import { randomBytes } from 'node:crypto'
import { createSecureSite } from './server/createSecureSite.js'

const env = process.env
const log = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`)

let networks: unknown = []
try {
  networks = env.NETWORKS ? JSON.parse(env.NETWORKS) : []
} catch {
  throw new Error('NETWORKS must be JSON: [{ "caipNetworkId": "eip155:31337", "rpcUrl": "http://…" }]')
}
let otpSecret = env.OTP_SECRET
if (!otpSecret) {
  otpSecret = randomBytes(32).toString('base64url')
  log({ level: 'warn', msg: 'OTP_SECRET is not set: a random one is used; codes die with this process' })
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
  otpSecret,
  dataDir: env.DATA_DIR || undefined,
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
