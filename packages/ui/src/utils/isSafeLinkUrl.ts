/** Only `https:` and `http:` URLs become an `<a href>` (never javascript:, data:, …). */
export function isSafeLinkUrl(url: string | undefined | null): url is string {
  if (typeof url !== 'string' || !url.trim()) return false
  try {
    const { protocol } = new URL(url.trim())
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
