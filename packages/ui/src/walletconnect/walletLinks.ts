/**
 * Links that open a wallet with a WalletConnect pairing URI (the registry's `mobile_link`,
 * `desktop_link`, `webapp_link`, SPEC §3 "Wallet list item"): a native scheme becomes
 * `scheme://wc?uri=…`, an http(s) universal link becomes `https://…/wc?uri=…`. The registry is
 * untrusted: script-capable schemes are refused (undefined).
 */

const BLOCKED_SCHEMES = /^\s*(javascript|data|vbscript|file|blob|about):/i

export function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url)
}

export function formatUniversalLink(appUrl: string, uri: string): string | undefined {
  if (!isHttpUrl(appUrl)) return undefined
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

export function formatNativeLink(appUrl: string, uri: string): string | undefined {
  if (!appUrl.trim() || BLOCKED_SCHEMES.test(appUrl)) return undefined
  if (isHttpUrl(appUrl)) return formatUniversalLink(appUrl, uri)
  let base = appUrl
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  // the scheme as it ends up, not as listed: a bare `javascript` becomes `javascript://…`
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(base) || BLOCKED_SCHEMES.test(base)) return undefined
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

export interface WalletLinkSource {
  id: string
  name: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

export interface WalletLink {
  walletId: string
  name: string
  kind: 'mobile' | 'desktop' | 'webapp'
  href: string
}

/** the links to show: on a phone the mobile link, on a desktop the desktop app and web app */
export function walletLinks(
  wallets: readonly WalletLinkSource[],
  uri: string,
  mobile: boolean,
): WalletLink[] {
  const out: WalletLink[] = []
  for (const w of wallets) {
    const add = (kind: WalletLink['kind'], href: string | undefined) => {
      if (href) out.push({ walletId: w.id, name: w.name, kind, href })
    }
    if (mobile) {
      if (w.mobile_link) add('mobile', formatNativeLink(w.mobile_link, uri))
      continue
    }
    if (w.desktop_link) add('desktop', formatNativeLink(w.desktop_link, uri))
    if (w.webapp_link) add('webapp', formatUniversalLink(w.webapp_link, uri))
  }
  return out
}
