/**
 * WalletConnect one-click sign-in (issue 13 item 4), loaded by the WalletConnect engine when the
 * `siwx` option has `oneClickAuth`: the session proposal carries a CAIP-122 sign-in request
 * (`connect({ authentication })`), so a wallet that supports it pairs and signs in with one approval
 * and answers with a CACAO. Before the account shows, the CACAO becomes a SPEC §3 session through
 * `addSession` (the server verifies it, as any other signature); the sign-in check then finds the
 * session and asks nothing. Everything in the CACAO is untrusted: it must be for the account the
 * wallet approved, on the chain, domain and nonce we asked for, and its text must parse. Anything
 * else (a wallet that ignores the request, a refused signature) leaves the normal flow: the
 * account shows and SIWXSignMessage asks.
 */
import { parseSignInMessage } from '../../siwx/parseSignInMessage.js'
import type { SIWXConfig, SIWXMessage } from '../../siwx/SIWXConfig.js'
import type { CaipNetworkId } from '../../types/chain.js'
import type { UniversalSessionLike } from '../../walletconnect/UniversalProviderLike.js'

/** a placeholder address for the message we only take the nonce, domain and times from */
const ANY_ADDRESS = '0x0000000000000000000000000000000000000000'
/** the proposal's lifetime in seconds (the sign client's minimum) */
const REQUEST_TTL_SEC = 300

/** the request a session proposal carries (the sign client's AuthenticateRequestParams) */
export interface WalletConnectAuthRequest {
  domain: string
  uri: string
  chains: CaipNetworkId[]
  nonce: string
  ttl: number
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export interface WalletConnectSignIn {
  request: WalletConnectAuthRequest
  /**
   * hands the wallet's CACAO for the request's chain to `addSession`; true when the session was
   * stored, false when there was none or it was refused (the account is then asked as usual)
   */
  finish(session: UniversalSessionLike, format: (payload: unknown, iss: string) => string): Promise<boolean>
}

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

export async function prepareWalletConnectSignIn(
  config: SIWXConfig,
  chainId: CaipNetworkId,
): Promise<WalletConnectSignIn> {
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
        const iss = cacao.p.iss
        if (!iss.startsWith(`did:pkh:${chainId}:`)) continue
        let message: string
        try {
          message = format(cacao.p, iss)
          const data = parseSignInMessage(message)
          // the wallet signed what we asked, for an account it approved
          if (
            data.chainId !== chainId ||
            data.nonce !== asked.nonce ||
            data.domain !== asked.domain ||
            data.uri !== asked.uri ||
            !approved.has(data.accountAddress.toLowerCase())
          )
            continue
          const { toString: _text, ...fields } = data
          await config.addSession({ data: fields, message, signature: cacao.s.s, cacao })
          return true
        } catch {
          // a text that does not parse, or a signature the verifier refused: asked as usual
        }
      }
      return false
    },
  }
}
