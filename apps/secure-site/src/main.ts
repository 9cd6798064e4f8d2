#!/usr/bin/env node
/**
 * `portico-secure-site`: the secure site as a process (compiled to dist/main.js; `node
 * dist/main.js`). Its configuration is the environment (.env.example lists every variable; README
 * "Configuration"). Logs are JSON lines on standard output. SIGTERM/SIGINT drain it (README
 * "Operations": it stops accepting, answers /ready 503, ends the long polls with their "not yet"
 * answer, lets the other requests finish within DRAIN_TIMEOUT_MS) and close the database.
 *
 *   portico-secure-site                          serve
 *   portico-secure-site rotate-keys [--data-key]  re-wrap the data keys (and make a new one)
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { onShutdownSignal } from '@portico/server-kit'
import { rotateKeys } from './rotateKeys.js'
import { readSiteEnv } from './server/config/readSiteEnv.js'
import { createSecureSite } from './server/createSecureSite.js'

const [command, ...args] = process.argv.slice(2)
if (command === 'rotate-keys') {
  await rotateKeys(process.env, args)
} else if (command === undefined || command === 'serve') {
  const site = await createSecureSite(readSiteEnv(process.env))
  // as apps/api does (its README "Memory"): PGlite's start (initdb in a temporary WebAssembly
  // instance on the first one) leaves garbage an idle server never collects; collected once here
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as (() => void) | undefined
  if (gc) await new Promise<void>((resolve) => setTimeout(() => resolve(gc()), 0))
  site.logger.info({ url: site.url }, 'listening')
  onShutdownSignal(() => site.stop(), {
    log: (e) => site.logger[e.level](e.error ? { error: e.error } : {}, e.msg),
  })
} else {
  process.stderr.write(
    `unknown command ${command}\nusage: portico-secure-site [serve] | portico-secure-site rotate-keys [--data-key]\n`,
  )
  process.exitCode = 2
}
