/**
 * Reads a Sign In With Farcaster link as the Farcaster app does: the relay channel's token and the
 * SIWE fields the app must sign (`channelToken`, `nonce`, `siweUri`, `domain`, and optionally
 * `notBefore`, `expirationTime`, `requestId`), from `https://farcaster.xyz/~/siwf?channelToken=…`
 * or any `farcaster://…?channelToken=…` link (only the query matters; nothing is fetched).
 */

export interface SiwfChannel {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
}

export function parseSiwfUrl(url: string): SiwfChannel {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`Not a Sign In With Farcaster link: ${url.slice(0, 200)}`)
  }
  const q = parsed.searchParams
  const need = (name: string) => {
    const v = q.get(name)
    if (!v) throw new Error(`The Sign In With Farcaster link has no ${name}`)
    return v
  }
  const channel: SiwfChannel = {
    channelToken: need('channelToken'),
    nonce: need('nonce'),
    siweUri: need('siweUri'),
    domain: need('domain'),
  }
  for (const key of ['notBefore', 'expirationTime', 'requestId'] as const) {
    const v = q.get(key)
    if (v) channel[key] = v
  }
  return channel
}
