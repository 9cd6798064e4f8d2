/**
 * The configuration the frame page carries: `<script type="application/json"
 * id="portico-frame-config">{"networks":[...],"version":"1"}</script>`, put before `</head>`. The
 * JSON has `<`, `>`, `&` and the JS line separators escaped, so no value can close the script.
 */
import type { SecureSiteNetwork } from '../config/secureSiteConfig.js'

export const FRAME_CONFIG_ELEMENT_ID = 'portico-frame-config'
export const FRAME_CONFIG_VERSION = '1'

export interface FrameConfig {
  networks: SecureSiteNetwork[]
  version: string
}

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON that is safe inside a `<script>` element (and parses to the same value) */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => ESCAPES[ch]!)
}

export function frameConfigScript(config: FrameConfig): string {
  return `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`
}

/** the page with the config script before `</head>` (or first, for a page without a head) */
export function injectFrameConfig(html: string, config: FrameConfig): string {
  const script = frameConfigScript(config)
  const at = html.search(/<\/head\s*>/i)
  return at < 0 ? script + html : `${html.slice(0, at)}${script}\n${html.slice(at)}`
}
