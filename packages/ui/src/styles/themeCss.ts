/**
 * Theme tokens as CSS custom properties. Light values sit on `:host`; dark values on the
 * themed root when `data-theme="dark"`, or when no theme is forced and the OS prefers dark.
 * Hosts override any token with `themeVariables` (inline custom properties on the root).
 */
const DARK_TOKENS = `
  color-scheme: dark;
  --portico-accent: #4361ee;
  --portico-accent-text: #899bf1;
  --portico-accent-foreground: #ffffff;
  --portico-background: #15161b;
  --portico-foreground: #f2f3f5;
  --portico-muted: #949aab;
  --portico-surface: #1f2128;
  --portico-surface-hover: #282b34;
  --portico-border: rgba(255, 255, 255, 0.08);
  --portico-error: #f4676b;
  --portico-success: #3dd68c;
  --portico-warning: #f5a524;
  --portico-overlay: rgba(0, 0, 0, 0.6);
  --portico-shadow: 0 0 0 1px rgba(255, 255, 255, 0.03), 0 16px 48px -8px rgba(0, 0, 0, 0.6);`

export const themeCss = `
:host {
  all: initial;
  color-scheme: light;
  --portico-font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
    'Noto Sans', sans-serif;
  --portico-accent: #3b5bfd;
  --portico-accent-text: #344ed0;
  --portico-accent-foreground: #ffffff;
  --portico-background: #ffffff;
  --portico-foreground: #16181d;
  --portico-muted: #626979;
  --portico-surface: #f3f4f7;
  --portico-surface-hover: #e9ebf0;
  --portico-border: rgba(22, 24, 29, 0.09);
  --portico-error: #c8252c;
  --portico-success: #1f9d63;
  --portico-warning: #c77700;
  --portico-overlay: rgba(12, 14, 20, 0.42);
  --portico-shadow: 0 1px 2px rgba(12, 14, 20, 0.04), 0 12px 32px -4px rgba(12, 14, 20, 0.12),
    0 32px 72px -12px rgba(12, 14, 20, 0.2);
  --portico-radius: 24px;
  --portico-radius-item: 16px;
  --portico-z-index: 2147483000;
}
.pt-root[data-theme='dark'] {${DARK_TOKENS}
}
@media (prefers-color-scheme: dark) {
  .pt-root:not([data-theme='light']) {${DARK_TOKENS}
  }
}
`
