/**
 * The file under the frame's `assets/` directory that a URL path names, or undefined: every
 * segment is decoded and must be a plain name (no `..`, `.`, slash, backslash, NUL), and the
 * resolved path must stay inside the directory.
 */
import { extname, resolve, sep } from 'node:path'

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'

/** `rest` is the URL path after `/frame/assets/`, still percent-encoded */
export function resolveAsset(dir: string, rest: string): string | undefined {
  const segments: string[] = []
  for (const raw of rest.split('/')) {
    let s: string
    try {
      s = decodeURIComponent(raw)
    } catch {
      return undefined
    }
    if (!s || s === '.' || s === '..' || /[/\\\0:]/.test(s)) return undefined
    segments.push(s)
  }
  if (!segments.length) return undefined
  const root = resolve(dir)
  const file = resolve(root, ...segments)
  return file.startsWith(root + sep) ? file : undefined
}
