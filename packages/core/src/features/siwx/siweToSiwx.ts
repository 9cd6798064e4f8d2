/**
 * The older EVM-only `siweConfig` as a SIWXConfig (SPEC §3 Options, §5), so the flow has one
 * shape. The host's server keeps a single session (usually a cookie): `getSessions` returns it
 * when it is this account's, whatever the EVM chain; revoking signs that session out.
 */
import type { SIWEConfig } from '../../siwx/SIWEConfig.js'
import type { SIWXConfig, SIWXMessageData, SIWXSession } from '../../siwx/SIWXConfig.js'
import type { CaipNetworkId } from '../../types/chain.js'

/** the host page's authority and URL (never another origin's) */
const page = () => globalThis.location

export function siweToSiwx(siwe: SIWEConfig): SIWXConfig {
  return {
    async createMessage({ chainId, accountAddress }) {
      const nonce = await siwe.getNonce(accountAddress)
      const p = (await siwe.getMessageParams?.()) ?? {}
      const data: SIWXMessageData = {
        chainId,
        accountAddress,
        nonce,
        domain: p.domain ?? page()?.host ?? '',
        uri: p.uri ?? page()?.href ?? '',
        version: '1',
        issuedAt: p.iat ?? new Date().toISOString(),
        ...(p.exp ? { expirationTime: p.exp } : {}),
        ...(p.nbf ? { notBefore: p.nbf } : {}),
        ...(p.requestId ? { requestId: p.requestId } : {}),
        ...(p.resources ? { resources: p.resources } : {}),
        ...(p.statement ? { statement: p.statement } : {}),
      }
      const text = siwe.createMessage({
        chainId: Number(chainId.split(':')[1]),
        domain: data.domain,
        nonce,
        uri: data.uri,
        address: accountAddress,
        version: '1',
        iat: data.issuedAt,
        ...(p.exp ? { exp: p.exp } : {}),
        ...(p.nbf ? { nbf: p.nbf } : {}),
        ...(p.statement ? { statement: p.statement } : {}),
        ...(p.requestId ? { requestId: p.requestId } : {}),
        ...(p.resources ? { resources: p.resources } : {}),
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const ok = await siwe.verifyMessage({
        message: session.message,
        signature: session.signature,
        ...(session.cacao !== undefined ? { cacao: session.cacao } : {}),
      })
      // the flow reads any refusal as SIWX_VERIFY_FAILED
      if (!ok) throw new Error('The sign-in was not accepted')
    },
    async getSessions(chainId, accountAddress) {
      if (!chainId.startsWith('eip155:')) return []
      const s = await siwe.getSession()
      if (!s || s.address.toLowerCase() !== accountAddress.toLowerCase()) return []
      const session: SIWXSession = {
        data: {
          chainId: `eip155:${s.chainId}` as CaipNetworkId,
          accountAddress: s.address,
          nonce: '',
          domain: page()?.host ?? '',
          uri: page()?.href ?? '',
          version: '1',
          issuedAt: '',
        },
        message: '',
        signature: '',
      }
      return [session]
    },
    async revokeSession() {
      await siwe.signOut()
    },
    async setSessions(sessions) {
      // the host's server keeps one session it made itself: only "none" can be set from here
      if (sessions.length === 0) await siwe.signOut()
    },
    getRequired: () => Boolean(siwe.required),
  }
}
