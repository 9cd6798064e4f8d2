/**
 * Every local part the lab needs, started in one place for `pnpm lab` and for the e2e setup.
 * Each service adds its endpoint to `LabServices` (read by the page from VITE_PORTICO_LAB).
 * `fixedPorts` gives the stable ports of `pnpm lab`; otherwise free ports are picked.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SOLANA_LOCALNET_GENESIS_HASH } from '@portico/lab-wallet/solana'
import { buildFrame, createSecureSite } from '@portico/secure-site'
import { openDb } from '@portico/server-kit'
import {
  deployIdRegistry,
  startBundler,
  startDevnet,
  startIdentityProviders,
  startMailCatcher,
  startRelay,
  startSolanaRpc,
} from '@portico/testing/node'
import type { LabEnv } from '../src/labEnv.js'
import { freePort } from './freePort.js'

/** the lab's Solana ledger as a CAIP-2 id (adapter-solana: the genesis hash's first 32 characters) */
const SOLANA_LAB_CAIP = `solana:${SOLANA_LOCALNET_GENESIS_HASH.slice(0, 32)}`

import { deployLabApiContracts, startLabApi } from './labApi.js'
import {
  type LabReplicaInputs,
  type LabReplicaOptions,
  type LabReplicaServers,
  startLabReplicaServers,
} from './replicas/startLabReplicaServers.js'

/**
 * `pnpm lab`'s data folder (gitignored): the secure site's PGlite lives in `secure-site/`, so the
 * lab's embedded wallets survive a restart of `pnpm lab`
 */
export const LAB_DATA_DIR = fileURLToPath(new URL('../.lab-data', import.meta.url))

/** `pnpm lab`'s identity providers (the tests pick free ports) */
const IDP_PORTS = { google: 8801, github: 8802, apple: 8803, facebook: 8804, x: 8805, discord: 8806 }

export interface LabServices {
  env: LabEnv
  /** issue 28: the servers' replicas, PostgreSQL and proxies, with `replicas` */
  replicas?: LabReplicaServers
  /** issue 28: what startLabReplicaServers needs to start the servers as replicas on these parts */
  replicaInputs: LabReplicaInputs
  stop(): Promise<void>
}

export async function startLabServices(opts: {
  fixedPorts: boolean
  /** the lab page's origins (the API's allowed origins, SPEC §6); default: the dev server's */
  labOrigins?: string[]
  /**
   * issue 28: apps/api and the secure site as two processes each on one PostgreSQL, behind
   * round-robin proxies on their usual addresses (`pnpm lab --replicas`, the replica e2e test)
   */
  replicas?: LabReplicaOptions
}): Promise<LabServices> {
  const stops: (() => Promise<void>)[] = []
  // issue 28: the secure site's database, opened while the rest starts (a first PGlite initdb takes
  // seconds): on disk in the lab's data folder for `pnpm lab`, a fresh in-memory one for the tests
  // (the replicas keep theirs in PostgreSQL)
  const secureDb = opts.replicas
    ? undefined
    : openDb(opts.fixedPorts ? { dataDir: join(LAB_DATA_DIR, 'secure-site') } : { memory: true })
  stops.push(async () => (await secureDb)?.close())
  try {
    const devnet = await startDevnet({
      chains: [
        { chainId: 31337, name: 'Portico Devnet', ...(opts.fixedPorts ? { port: 8545 } : {}) },
        { chainId: 31338, name: 'Portico Devnet B', ...(opts.fixedPorts ? { port: 8546 } : {}) },
      ],
    })
    stops.push(() => devnet.stop())
    const chains = devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
    // Solana: a JSON-RPC front over an in-process LiteSVM ledger (lab accounts and token funded);
    // before the API, whose onramp sandbox pays SOL out on it
    const solana = await startSolanaRpc(opts.fixedPorts ? { port: 8899 } : {})
    stops.push(() => solana.stop())
    const labOrigins = opts.labOrigins ?? ['http://127.0.0.1:5173', 'http://localhost:5173']
    const api = opts.replicas
      ? { ...(await deployLabApiContracts(chains)), apiUrl: '', stop: async () => undefined }
      : await startLabApi({ chains, fixedPorts: opts.fixedPorts, labOrigins, solanaRpcUrl: solana.url })
    stops.push(() => api.stop())
    // the local WalletConnect relay (the lab and the tests never use the public relay)
    const relay = await startRelay(opts.fixedPorts ? { port: 8791 } : {})
    stops.push(() => relay.stop())
    // issue 14: the mail catcher (the login codes; its inbox page) and the embedded wallet's secure
    // site on `localhost`, another site than the lab page on 127.0.0.1 (SPEC §2 w3m-iframe)
    const mail = await startMailCatcher(opts.fixedPorts ? { smtpPort: 8725, httpPort: 8794 } : {})
    stops.push(() => mail.stop())
    // a fresh build folder per run unless the fixed-port lab (`pnpm lab`) keeps the package's dist
    const frameDir = opts.fixedPorts ? undefined : await mkdtemp(join(tmpdir(), 'portico-frame-'))
    if (frameDir) stops.push(() => rm(frameDir, { recursive: true, force: true }))
    // issue 15: a real ERC-4337 bundler (alto, EntryPoint v0.8, Simple7702Account) on the first
    // devnet chain: the embedded wallet's smart account network; the second chain has none
    const first = chains[0]!
    const bundler = await startBundler({
      rpcUrl: first.rpcUrl,
      chainId: first.chainId,
      ...(opts.fixedPorts ? { port: 4337 } : {}),
    })
    stops.push(() => bundler.stop())
    // issue 15: Farcaster's ID registry on the first chain: the secure site checks a Sign In With
    // Farcaster message against `custodyOf(fid)` there
    const idRegistry = await deployIdRegistry(first.rpcUrl)
    const builtFrame = await buildFrame(frameDir)
    const networks = [
      ...chains.map((c) => ({
        caipNetworkId: `eip155:${c.chainId}`,
        rpcUrl: c.rpcUrl,
        name: c.name,
        ...(c === first ? { bundlerUrl: bundler.url } : {}),
      })),
      { caipNetworkId: SOLANA_LAB_CAIP, rpcUrl: solana.url, name: 'Solana Localnet' },
    ]
    const envOf = (servers: {
      apiUrl: string
      secureSiteUrl: string
      identityProviders: Record<string, string>
    }) =>
      ({
        chains,
        relayUrl: relay.url,
        apiUrl: servers.apiUrl,
        tokens: api.tokens,
        nfts: api.nfts,
        amm: api.amm,
        solanaRpcUrl: solana.url,
        secureSiteUrl: servers.secureSiteUrl,
        identityProviders: servers.identityProviders,
        mailUrl: mail.url,
        bundlerUrl: bundler.url,
        idRegistry,
      }) satisfies LabEnv
    const replicaInputs: LabReplicaInputs = {
      chains,
      contracts: { tokens: api.tokens, nfts: api.nfts, amm: api.amm },
      labOrigins,
      solanaRpcUrl: solana.url,
      networks,
      smtpPort: mail.smtpPort,
      farcaster: { rpcUrl: first.rpcUrl, idRegistry },
      frameDir: builtFrame,
    }
    if (opts.replicas) {
      const replicas = await startLabReplicaServers({
        ...replicaInputs,
        replicas: opts.replicas,
        apiProxyPort: opts.fixedPorts ? 8790 : await freePort(),
        siteProxyPort: opts.fixedPorts ? 8793 : await freePort(),
        ...(opts.fixedPorts ? { idpPorts: IDP_PORTS } : {}),
      })
      stops.push(() => replicas.stop())
      const stopAll = async () => {
        for (const stop of stops.reverse()) await stop().catch(() => undefined)
      }
      return { env: envOf(replicas), replicas, replicaInputs, stop: stopAll }
    }
    // issue 15: local identity providers (oidc-provider as Google, fakes of GitHub, Discord, X,
    // Facebook, Apple) registered with the secure site's callback, so the secure site's port is
    // known first; a port taken meanwhile is tried again with another
    let secure: Awaited<ReturnType<typeof createSecureSite>> | undefined
    let idp: Awaited<ReturnType<typeof startIdentityProviders>> | undefined
    for (let attempt = 0; !secure; attempt++) {
      const port = opts.fixedPorts ? 8793 : await freePort()
      idp = await startIdentityProviders({
        redirectUris: [`http://localhost:${port}/social/callback`],
        ...(opts.fixedPorts ? { ports: IDP_PORTS } : {}),
      })
      try {
        secure = await createSecureSite({
          host: 'localhost',
          port,
          apiUrl: api.apiUrl,
          networks,
          smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico Lab Wallet <wallet@localhost>' },
          // the lab's development key (no SHARE_KEYS): the shares are encrypted with a published key
          devMode: true,
          db: (await secureDb)!,
          frameDir: builtFrame,
          log: () => undefined,
          social: idp.providers,
          farcaster: { rpcUrl: first.rpcUrl, idRegistry },
        })
      } catch (e) {
        await idp.stop()
        if (opts.fixedPorts || attempt >= 2 || !/EADDRINUSE/.test(String(e))) throw e
      }
    }
    const idpStop = idp!.stop
    stops.push(() => idpStop())
    stops.push(() => secure!.stop())
    const env: LabEnv = envOf({
      apiUrl: api.apiUrl,
      secureSiteUrl: secure!.url,
      identityProviders: Object.fromEntries(
        Object.entries(idp!.providers).map(([name, p]) => [name, p.authorizationEndpoint]),
      ),
    })
    return {
      env,
      replicaInputs,
      async stop() {
        for (const stop of stops.reverse()) await stop().catch(() => undefined)
      },
    }
  } catch (e) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
    throw e
  }
}

/** How the page receives the endpoints (Vite exposes VITE_* variables). */
export function labEnvVariable(env: LabEnv): Record<string, string> {
  return { VITE_PORTICO_LAB: JSON.stringify(env) }
}
