/**
 * `pnpm --filter @portico/secure-site bench:login`: the email login's latency on one secure site
 * (PGlite in memory; DATA_DIR: PGlite on disk there; DATABASE_URL: PostgreSQL): N logins one after the other, each `/email/connect`
 * (a code mailed to the local catcher) + `/email/otp` (a session), then `/me`. Prints the median and
 * p95 of each step. A benchmark, not a test: it asserts nothing.
 */
import { startTestSite } from '../src/server/test/startTestSite.js'

const N = Number(process.env.RUNS ?? 40)
const site = await startTestSite({
  limits: { connectsPerIpPerHour: 100_000, mailsPerEmailPerHour: 1000 },
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.DATA_DIR ? { dataDir: process.env.DATA_DIR } : {}),
})
const times = { connect: [] as number[], otp: [] as number[], me: [] as number[] }
try {
  for (let i = 0; i < N; i++) {
    const email = `bench-${i}-${Date.now()}@example.com`
    const deviceId = `device-bench-${i}`
    const before = site.mail.messages().at(-1)
    let t0 = performance.now()
    const connect = await site.api('/email/connect', { body: { email, deviceId } })
    times.connect.push(performance.now() - t0)
    if (connect.body.action !== 'VERIFY_OTP') throw new Error(JSON.stringify(connect.body))
    const { code } = await site.codeFor(email, before)
    t0 = performance.now()
    const otp = await site.api('/email/otp', { body: { email, deviceId, otp: code } })
    times.otp.push(performance.now() - t0)
    t0 = performance.now()
    await site.api('/me', { token: otp.body.token as string })
    times.me.push(performance.now() - t0)
  }
} finally {
  await site.stop()
}
const q = (xs: number[], p: number) =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!
for (const [step, xs] of Object.entries(times))
  console.log(
    `${step.padEnd(8)} median ${q(xs, 0.5).toFixed(1)} ms  p95 ${q(xs, 0.95).toFixed(1)} ms  (${xs.length} runs)`,
  )
