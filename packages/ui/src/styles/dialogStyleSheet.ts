import { dialogCss } from './dialogCss.js'

let sheet: CSSStyleSheet | null | undefined

/**
 * The dialog's stylesheet, parsed once per page and adopted by every dialog's shadow root
 * (`adoptedStyleSheets`): parsed ahead of the first open (prepareDialogStyles, in idle time) the
 * click does not pay for it. null where constructable stylesheets are missing (a <style> then).
 */
export function dialogStyleSheet(): CSSStyleSheet | null {
  if (sheet !== undefined) return sheet
  sheet = null
  try {
    if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
      const s = new CSSStyleSheet()
      s.replaceSync(dialogCss)
      sheet = s
    }
  } catch {
    sheet = null
  }
  return sheet
}

/** parses the dialog's stylesheet now (call in idle time, before the first open) */
export function prepareDialogStyles(): void {
  dialogStyleSheet()
}
