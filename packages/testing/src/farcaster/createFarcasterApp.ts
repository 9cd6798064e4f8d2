/**
 * Plays the Farcaster app in tests and in the lab: given the link a Sign In With Farcaster dialog
 * shows (QR or button), it builds the SIWF message (EIP-4361 with `farcaster://fid/<fid>` in its
 * resources, domain, uri and nonce from the link, statement 'Farcaster Auth'), signs it with the
 * custody key and posts it to the relay's `/channel/authenticate` with `Authorization: Bearer
 * <channelToken>`, as Farcaster's app does with its Connect relay. The fid comes from a
 * PorticoLabIdRegistry on the devnet (registered on first use, paid by a devnet account).
 *
 * Why viem's `createSiweMessage` and not `@farcaster/auth-client`: the auth-client verifies against
 * Farcaster's IdRegistry at its fixed Optimism address (chain 10), so it cannot check a registry
 * deployed on a local devnet, and it would add `siwe` + `ethers` to an offline test package; the
 * SIWF message is a plain SIWE message that viem (already here) writes and parses.
 */
import { type Address, createPublicClient, type Hex, http, type LocalAccount, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { PORTICO_LAB_ID_REGISTRY_ABI } from './idRegistryArtifact.js'
import { parseSiwfUrl } from './parseSiwfUrl.js'
import { registerFid } from './registerFid.js'

/** the statement of every SIWF message */
export const SIWF_STATEMENT = 'Farcaster Auth'

export interface CreateFarcasterAppOptions {
  /** the devnet chain of the ID registry */
  rpcUrl: string
  idRegistry: Address
  /**
   * the relay's base URL: the app posts to `<relayUrl>/channel/authenticate`
   * (the secure site's is `<site>/api/v1/farcaster`)
   */
  relayUrl: string
  /** the custody key; default: a fresh random one */
  custodyKey?: Hex
  /** default `lab<fid>` */
  username?: string
  displayName?: string
  pfpUrl?: string
  /** the clock of `Issued At` (default Date.now) */
  now?: () => number
}

/** what a test may change to make a message the relay must refuse */
export interface SiwfOverrides {
  /** the fid posted to the relay (default: the custody's fid) */
  fid?: number
  /** the fid named in the message's resources (default: the posted fid) */
  resourceFid?: number
  nonce?: string
  domain?: string
  uri?: string
  chainId?: number
  /** default: the link's expirationTime, if any */
  expirationTime?: Date
}

export interface SignedSiwf {
  channelToken: string
  message: string
  signature: Hex
  fid: number
}

export interface RelayAnswer {
  status: number
  body: Record<string, unknown>
}

export interface FarcasterApp {
  /** the custody address */
  readonly custody: Address
  /** the custody's fid on the registry, registered on first call when it has none */
  fid(): Promise<number>
  /** builds and signs the SIWF message of a link; posts nothing */
  sign(channelUrl: string, overrides?: SiwfOverrides): Promise<SignedSiwf>
  /** posts a signed message (to its own channel, or to `channelToken`) with this app's profile */
  authenticate(signed: SignedSiwf, channelToken?: string): Promise<RelayAnswer>
  /** sign + authenticate: what a person's "Approve" in the Farcaster app does */
  signIn(channelUrl: string, overrides?: SiwfOverrides): Promise<RelayAnswer & { signed: SignedSiwf }>
}

export function createFarcasterApp(opts: CreateFarcasterAppOptions): FarcasterApp {
  const account: LocalAccount = privateKeyToAccount(opts.custodyKey ?? generatePrivateKey())
  const client = createPublicClient({ transport: http(opts.rpcUrl) }) as PublicClient
  const relayUrl = opts.relayUrl.replace(/\/+$/, '')
  const now = opts.now ?? Date.now
  let fid: Promise<number> | undefined
  let chainId: Promise<number> | undefined

  const readFid = async () => {
    const known = await client.readContract({
      address: opts.idRegistry,
      abi: PORTICO_LAB_ID_REGISTRY_ABI,
      functionName: 'idOf',
      args: [account.address],
    })
    if (known !== 0n) return Number(known)
    return Number(
      await registerFid({ rpcUrl: opts.rpcUrl, idRegistry: opts.idRegistry, to: account.address }),
    )
  }

  const app: FarcasterApp = {
    custody: account.address,
    fid() {
      fid ??= readFid().catch((error) => {
        fid = undefined
        throw error
      })
      return fid
    },
    async sign(channelUrl, o = {}) {
      const channel = parseSiwfUrl(channelUrl)
      const postedFid = o.fid ?? (await app.fid())
      chainId ??= client.getChainId()
      const expirationTime =
        o.expirationTime ?? (channel.expirationTime ? new Date(channel.expirationTime) : undefined)
      const message = createSiweMessage({
        domain: o.domain ?? channel.domain,
        address: account.address,
        statement: SIWF_STATEMENT,
        uri: o.uri ?? channel.siweUri,
        version: '1',
        chainId: o.chainId ?? (await chainId),
        nonce: o.nonce ?? channel.nonce,
        issuedAt: new Date(now()),
        ...(expirationTime ? { expirationTime } : {}),
        ...(channel.notBefore ? { notBefore: new Date(channel.notBefore) } : {}),
        ...(channel.requestId ? { requestId: channel.requestId } : {}),
        resources: [`farcaster://fid/${o.resourceFid ?? postedFid}`],
      })
      const signature = await account.signMessage({ message })
      return { channelToken: channel.channelToken, message, signature, fid: postedFid }
    },
    async authenticate(signed, channelToken = signed.channelToken) {
      const res = await fetch(`${relayUrl}/channel/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${channelToken}` },
        body: JSON.stringify({
          message: signed.message,
          signature: signed.signature,
          fid: signed.fid,
          username: opts.username ?? `lab${signed.fid}`,
          ...(opts.displayName ? { displayName: opts.displayName } : {}),
          ...(opts.pfpUrl ? { pfpUrl: opts.pfpUrl } : {}),
        }),
      })
      const text = await res.text()
      let body: Record<string, unknown> = {}
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
      } catch {
        body = { text }
      }
      return { status: res.status, body }
    },
    async signIn(channelUrl, overrides) {
      const signed = await app.sign(channelUrl, overrides)
      return { ...(await app.authenticate(signed)), signed }
    },
  }
  return app
}
