/**
 * The link the dialog shows as QR and button for a channel (SPEC §3 farcasterUrl), in the shape of
 * Farcaster's relay: `<siwfUrl>?channelToken=…&nonce=…&siweUri=…&domain=…` plus the channel's end as
 * `expirationTime`, which the Farcaster app copies into the message it signs. Only shown, never
 * fetched by the server.
 */

/** where Farcaster's app takes Sign In With Farcaster links */
export const DEFAULT_SIWF_URL = 'https://farcaster.xyz/~/siwf'

export function buildSiwfUrl(
  siwfUrl: string,
  c: { channelToken: string; nonce: string; siweUri: string; domain: string; expirationTime: string },
): string {
  const url = new URL(siwfUrl)
  url.searchParams.set('channelToken', c.channelToken)
  url.searchParams.set('nonce', c.nonce)
  url.searchParams.set('siweUri', c.siweUri)
  url.searchParams.set('domain', c.domain)
  url.searchParams.set('expirationTime', c.expirationTime)
  return url.toString()
}
