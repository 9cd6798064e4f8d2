import type { ThemeVariables } from './themeTokens.js'

// Plain tests rather than zod: the live setter (setThemeVariables) is on a host's startup path. Colours are checked by shape here;
// the dialog (themeTokens, a lazy chunk) reads them exactly.
const COLOR = /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|hsl)a?\([\d\s.,%/deg+-]+\))$/i
const isString = (v: unknown): v is string => typeof v === 'string'
const RULES: Record<keyof ThemeVariables, [(v: unknown) => boolean, string]> = {
  '--portico-accent': [
    (v) => isString(v) && COLOR.test(v.trim()),
    'expected a colour: #rgb, #rrggbb, rgb(…) or hsl(…)',
  ],
  '--portico-accent-foreground': [
    (v) => isString(v) && COLOR.test(v.trim()),
    'expected a colour: #rgb, #rrggbb, rgb(…) or hsl(…)',
  ],
  '--portico-background': [
    (v) => isString(v) && COLOR.test(v.trim()),
    'expected a colour: #rgb, #rrggbb, rgb(…) or hsl(…)',
  ],
  '--portico-foreground': [
    (v) => isString(v) && COLOR.test(v.trim()),
    'expected a colour: #rgb, #rrggbb, rgb(…) or hsl(…)',
  ],
  '--portico-border-radius': [
    (v) => isString(v) && /^(0|\d*\.?\d+(px|rem|em))$/.test(v),
    'expected a length in px, rem or em, e.g. 12px',
  ],
  '--portico-font-family': [
    (v) => isString(v) && /^[^;{}<>]+$/.test(v),
    'expected a font-family list, e.g. Inter, sans-serif',
  ],
  '--portico-font-size-scale': [
    (v) => typeof v === 'number' && v >= 0.75 && v <= 1.5,
    'expected 0.75 to 1.5',
  ],
  '--portico-z-index': [(v) => Number.isInteger(v), 'expected an integer'],
}

/** SPEC §3 themeVariables: one issue per unknown key or bad value of an object of theme tokens */
export function themeVariableIssues(value: object) {
  const issues: { code: 'custom'; message: string; path: string[]; input: unknown }[] = []
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue
    const rule = RULES[key as keyof ThemeVariables]
    const message = !rule ? `unknown key ${key}` : rule[0](v) ? undefined : rule[1]
    if (message) issues.push({ code: 'custom', message, path: [key], input: v })
  }
  return issues
}
