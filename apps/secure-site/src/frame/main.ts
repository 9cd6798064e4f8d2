/**
 * The frame page's entry (GET /frame on the secure site, loaded in the host's hidden
 * `<iframe id="w3m-iframe">`). It reads the configuration the server injected, finds the
 * embedding page's origin and starts listening (READY). With no parent origin there is nobody to
 * talk to; with a broken configuration the page is told (ERROR).
 */
import './frame.css'
import { frameEvent } from '@portico/core/features/email'
import { createFrame } from './createFrame.js'
import { parseFrameConfig } from './frameConfig.js'
import { getParentOrigin } from './frameMessenger.js'
import { TEXTS } from './texts.js'

const parentOrigin = getParentOrigin(location, document.referrer)
const root = document.getElementById('frame-root')
const config = parseFrameConfig(document.getElementById('portico-frame-config')?.textContent, location.search)

if (!parentOrigin || window.parent === window || !root) {
  console.warn('[portico frame] not embedded by a page: nothing to do')
} else if (!config) {
  window.parent.postMessage(
    frameEvent('ERROR', { code: 'INTERNAL', message: TEXTS.errors.invalidConfig }),
    parentOrigin,
  )
} else {
  createFrame({ config, parentOrigin, self: window, parent: window.parent, root })
}
