#!/usr/bin/env node
/**
 * `portico-api`: the server as a process (compiled to dist/main.js; `node dist/main.js`). Its
 * configuration is the environment (.env.example lists every variable; README "Configuration").
 * Logs are JSON lines on standard output. SIGTERM/SIGINT drain it (README "Operations": it stops
 * accepting, answers /ready 503, lets requests in flight finish within DRAIN_TIMEOUT_MS) and close
 * the database.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { onShutdownSignal } from '@portico/server-kit'
import { readApiEnv } from './config/readApiEnv.js'
import { createApiServer } from './createApiServer.js'

const { config, port, host } = readApiEnv(process.env)
const server = await createApiServer(config)
// the database's start leaves a few hundred MB of garbage behind (PGlite runs initdb in a second,
// temporary WebAssembly instance and copies its heap); an idle server allocates too little for V8 to
// collect it on its own, so this collects once, after the last tick of that work (the
// server's memory stays bounded). `gc` is reached without a command-line flag, so the bin runs as
// plain `node dist/main.js`.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as (() => void) | undefined
if (gc) await new Promise<void>((resolve) => setTimeout(() => resolve(gc()), 0))
const { url } = await server.listen(port, host)
server.logger.info({ url, db: server.db.kind }, 'listening')
onShutdownSignal(() => server.close(), {
  log: (e) => server.logger[e.level](e.error ? { error: e.error } : {}, e.msg),
})
