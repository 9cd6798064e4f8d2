/**
 * Wallet and network icons come from wallets (EIP-6963 announcements, registries) and are
 * untrusted. Only these reach an `<img src>`: `data:image/…`, `https:`, and `http:` on
 * 127.0.0.1 / localhost (the local devnet and `apps/api`). Anything else (javascript:, file:,
 * plain http, garbage) gets a generated placeholder instead.
 */
export function isSafeImageUrl(url: string | undefined | null): url is string {
  if (typeof url !== 'string') return false
  const trimmed = url.trim()
  if (!trimmed) return false
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return false
  }
  switch (parsed.protocol) {
    case 'https:':
      return true
    case 'data:':
      return /^data:image\//i.test(trimmed)
    case 'http:':
      return parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost'
    default:
      return false
  }
}
