/**
 * The lab's two servers as replicas (issue 28; `pnpm lab --replicas` and the replica e2e test):
 * apps/api and apps/secure-site with the lab's own configuration (labApiConfig: tokens, AMM, NFTs,
 * onramp sandbox; the secure site's networks, mail catcher, identity providers, Farcaster registry),
 * given to each replica through its environment, on one PostgreSQL, behind the round-robin proxies
 * (startServerReplicas). The identity providers start here: their registered callback is the secure
 * site's proxy.
 */
import type { ApiConfigInput } from '@portico/api'
import { startIdentityProviders } from '@portico/testing/node'
import type { LabEnv } from '../../src/labEnv.js'
import { type LabApiContracts, labApiConfig } from '../labApi.js'
import { type ServerReplicas, startServerReplicas } from './startServerReplicas.js'

export interface LabReplicaOptions {
  /** replicas of each server (2) */
  count?: number
  /** PostgreSQL's data folder, kept across starts (`pnpm lab --replicas`); default a temporary one */
  dataDir?: string
  /** a log file per replica here; default: kept in memory only */
  logDir?: string
  /** the secure site's LIMITS (README "Config"); default SPEC §9's with 10,000 connects per IP and hour */
  siteLimits?: Record<string, number>
}

export interface LabReplicaServers {
  apiUrl: string
  secureSiteUrl: string
  /** the identity providers' authorize pages, by provider */
  identityProviders: Record<string, string>
  servers: ServerReplicas
  stop(): Promise<void>
}

/** apps/api's environment for a configuration (README "Configuration": the JSON variables) */
export function apiEnvOf(config: ApiConfigInput): Record<string, string> {
  const env: Record<string, string> = { LOG_LEVEL: 'info' }
  const json = (name: string, v: unknown) => {
    if (v !== undefined) env[name] = JSON.stringify(v)
  }
  json('CHAINS', config.chains)
  json('PRICES', config.prices)
  json('PROJECTS', config.projects)
  json('RATE_LIMITS', config.rateLimits)
  json('ONRAMP', config.onramp)
  return env
}

/** the lab's parts the replicas are configured with (JSON: the e2e setup hands them to the tests) */
export interface LabReplicaInputs {
  chains: LabEnv['chains']
  contracts: LabApiContracts
  labOrigins: string[]
  solanaRpcUrl: string
  /** the secure site's networks (its NETWORKS) */
  networks: { caipNetworkId: string; rpcUrl: string; name?: string; bundlerUrl?: string }[]
  smtpPort: number
  farcaster: { rpcUrl: string; idRegistry: string }
  frameDir: string
}

export async function startLabReplicaServers(
  opts: LabReplicaInputs & {
    replicas: LabReplicaOptions
    apiProxyPort: number
    siteProxyPort: number
    /** the identity providers' fixed ports (`pnpm lab`) */
    idpPorts?: Record<string, number>
  },
): Promise<LabReplicaServers> {
  const apiUrl = `http://127.0.0.1:${opts.apiProxyPort}`
  const secureSiteUrl = `http://localhost:${opts.siteProxyPort}`
  const idp = await startIdentityProviders({
    redirectUris: [`${secureSiteUrl}/social/callback`],
    ...(opts.idpPorts ? { ports: opts.idpPorts } : {}),
  })
  try {
    const servers = await startServerReplicas({
      ...(opts.replicas.count ? { count: opts.replicas.count } : {}),
      ...(opts.replicas.dataDir ? { dataDir: opts.replicas.dataDir } : {}),
      ...(opts.replicas.logDir ? { logDir: opts.replicas.logDir } : {}),
      apiProxyPort: opts.apiProxyPort,
      siteProxyPort: opts.siteProxyPort,
      apiEnv: apiEnvOf(
        labApiConfig({
          chains: opts.chains,
          contracts: opts.contracts,
          labOrigins: opts.labOrigins,
          // the checkout on the API's other origin: the proxy's port under localhost
          checkoutOrigin: `http://localhost:${opts.apiProxyPort}`,
          solanaRpcUrl: opts.solanaRpcUrl,
        }),
      ),
      siteEnv: {
        API_URL: apiUrl,
        NETWORKS: JSON.stringify(opts.networks),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(opts.smtpPort),
        SMTP_FROM: 'Portico Lab Wallet <wallet@localhost>',
        // the lab's development key, as the in-process lab's secure site (no SHARE_KEYS)
        PORTICO_DEV_MODE: 'true',
        FRAME_DIR: opts.frameDir,
        SOCIAL_PROVIDERS: JSON.stringify(idp.providers),
        FARCASTER: JSON.stringify(opts.farcaster),
        LIMITS: JSON.stringify(opts.replicas.siteLimits ?? { connectsPerIpPerHour: 10_000 }),
        LOG_LEVEL: 'info',
      },
    })
    return {
      apiUrl,
      secureSiteUrl,
      identityProviders: Object.fromEntries(
        Object.entries(idp.providers).map(([name, p]) => [name, p.authorizationEndpoint]),
      ),
      servers,
      async stop() {
        await servers.stop()
        await idp.stop()
      },
    }
  } catch (e) {
    await idp.stop()
    throw e
  }
}
