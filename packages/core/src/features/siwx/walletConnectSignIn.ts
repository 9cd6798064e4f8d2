/**
 * WalletConnect one-click sign-in, loaded by the WalletConnect engine when the
 * `siwx` option has `oneClickAuth`: the session proposal carries a CAIP-122 sign-in request
 * (`connect({ authentication })`), so a wallet that supports it pairs and signs in with one approval
 * and answers with a CACAO. Before the account shows, the CACAO becomes a SPEC §3 session through
 * `addSession` (the server verifies it, as any other signature); the sign-in check then finds the
 * session and asks nothing. Everything in the CACAO is untrusted: it must be for the account the
 * wallet approved, on the chain, domain and nonce we asked for, and its text must parse. Anything
 * else (a wallet that ignores the request, a refused signature) leaves the normal flow: the
 * account shows and SIWXSignMessage asks.
 */
import type { SIWXConfig, SIWXMessage, SIWXMessageData } from '../../siwx/SIWXConfig.js'
import type { CaipNetworkId } from '../../types/chain.js'
import type { WalletConnectAuth, WalletConnectAuthRequest } from '../../walletconnect/WalletConnectAuth.js'

/** a placeholder address for the message we only take the nonce, domain and times from */
const ANY_ADDRESS = '0x0000000000000000000000000000000000000000'
/** the proposal's lifetime in seconds (the sign client's minimum) */
const REQUEST_TTL_SEC = 300

interface CacaoLike {
  p: { iss: string } & Record<string, unknown>
  s: { t: string; s: string }
}

function isCacao(v: unknown): v is CacaoLike {
  const c = v as { p?: { iss?: unknown }; s?: { t?: unknown; s?: unknown } } | null
  return (
    typeof c?.p?.iss === 'string' && typeof c.s?.s === 'string' && (c.s.t === 'eip191' || c.s.t === 'eip1271')
  )
}

const rename = (o: Record<string, string>, from: string, to: string): Record<string, string> =>
  from in o ? { [to]: o[from] as string } : {}

export async function prepareWalletConnectSignIn(
  config: SIWXConfig,
  chainId: CaipNetworkId,
): Promise<WalletConnectAuth> {
  const asked: SIWXMessage = await config.createMessage({ chainId, accountAddress: ANY_ADDRESS })
  const request: WalletConnectAuthRequest = {
    domain: asked.domain,
    uri: asked.uri,
    chains: [chainId],
    nonce: asked.nonce,
    ttl: REQUEST_TTL_SEC,
    ...(asked.statement ? { statement: asked.statement } : {}),
    ...(asked.expirationTime ? { exp: asked.expirationTime } : {}),
    ...(asked.notBefore ? { nbf: asked.notBefore } : {}),
    ...(asked.requestId ? { requestId: asked.requestId } : {}),
    ...(asked.resources ? { resources: asked.resources } : {}),
  }
  return {
    request,
    async finish(session, format) {
      const approved = new Set(
        (session.namespaces.eip155?.accounts ?? []).map((a) => a.toLowerCase().split(':')[2]),
      )
      for (const cacao of session.authentication ?? []) {
        if (!isCacao(cacao)) continue
        const { iss } = cacao.p
        const p = cacao.p as Record<string, unknown>
        const accountAddress = iss.slice(`did:pkh:${chainId}:`.length)
        // the wallet answered what we asked, for an account it approved (the server checks the
        // signature against the text, the nonce and the times again)
        if (
          !iss.startsWith(`did:pkh:${chainId}:`) ||
          !approved.has(accountAddress.toLowerCase()) ||
          p.nonce !== asked.nonce ||
          p.domain !== asked.domain ||
          p.aud !== asked.uri ||
          typeof p.iat !== 'string'
        )
          continue
        const text = (k: string) => (typeof p[k] === 'string' ? { [k]: p[k] as string } : {})
        const data: SIWXMessageData = {
          chainId,
          accountAddress,
          nonce: asked.nonce,
          domain: asked.domain,
          uri: asked.uri,
          version: '1',
          issuedAt: p.iat,
          ...rename(text('exp'), 'exp', 'expirationTime'),
          ...rename(text('nbf'), 'nbf', 'notBefore'),
          ...text('requestId'),
          ...text('statement'),
          ...(Array.isArray(p.resources) && p.resources.every((r) => typeof r === 'string')
            ? { resources: p.resources as string[] }
            : {}),
        }
        try {
          const message = format(cacao.p, iss)
          await config.addSession({ data, message, signature: cacao.s.s, cacao })
          return true
        } catch {
          // a payload the formatter refuses, or a signature the verifier refused: asked as usual
        }
      }
      return false
    },
  }
}
