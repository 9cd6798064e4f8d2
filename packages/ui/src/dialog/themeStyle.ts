import type { CSSProperties } from 'react'

/**
 * `themeVariables` → inline custom properties. Keys may be full (`--portico-accent`) or
 * short (`accent` → `--portico-accent`); values are used as given (`12px`, `#f00`, `1000`).
 */
export function themeStyle(
  variables: Record<string, string | number> | undefined,
): CSSProperties | undefined {
  if (!variables) return undefined
  const style: Record<string, string> = {}
  for (const [key, value] of Object.entries(variables)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const name = key.startsWith('--') ? key : `--portico-${key}`
    style[name] = String(value)
  }
  return style as CSSProperties
}
