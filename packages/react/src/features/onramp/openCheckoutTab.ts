/**
 * A new tab for a provider's checkout, opened synchronously in the click (a tab opened after an
 * await is blocked as a popup) and sent to the checkout URL once the session exists. The tab is
 * cut from this page (`opener` cleared before it navigates: the provider's page cannot reach the
 * host). When the browser blocks it, `blocked` is true and the dialog offers a link instead.
 */
export function openCheckoutTab(): { blocked: boolean; go(url: string | undefined): void } {
  let tab: Window | null = null
  try {
    tab = window.open('', '_blank')
    if (tab) tab.opener = null
  } catch {
    tab = null
  }
  return {
    blocked: !tab,
    go(url) {
      if (!tab) return
      if (!url || !/^https?:\/\//i.test(url)) {
        tab.close()
        return
      }
      tab.location.replace(url)
    },
  }
}
