/**
 * Styles of the host-page buttons (they live in the page, outside the shadow root, so every
 * class is prefixed `portico-`). Written compact on purpose: they are in every host's startup
 * bundle, and a host's build does not minify CSS inside a JavaScript string. Tokens fall back to defaults, so a host can set
 * `--portico-accent` etc. on any ancestor. Theme: `data-theme` on the button, else the OS.
 */
const DARK = `
--_pt-surface:#1f2128;--_pt-surface-hover:#282b34;--_pt-fg:#f2f3f5;--_pt-muted:#949aab;--_pt-ring:rgba(255,255,255,0.1);`

export const buttonCss = `
.portico-button{--_pt-accent:var(--portico-accent,#3b5bfd);--_pt-accent-fg:var(--portico-accent-foreground,#ffffff);--_pt-surface:#ffffff;--_pt-surface-hover:#f3f4f7;--_pt-fg:#16181d;--_pt-muted:#626979;--_pt-ring:rgba(22,24,29,0.1);--_pt-error:var(--portico-error,#c8252c);box-sizing:border-box;display:inline-flex;align-items:center;gap:8px;height:40px;margin:0;padding:0 16px;border:0;border-radius:var(--portico-button-radius,12px);background:var(--_pt-accent);color:var(--_pt-accent-fg);font-family:var(--portico-font-family,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);font-size:15px;font-weight:600;line-height:1;letter-spacing:-0.01em;white-space:nowrap;cursor:pointer;-webkit-font-smoothing:antialiased;box-shadow:0 1px 2px rgba(12,14,20,0.08),inset 0 1px 0 rgba(255,255,255,0.12);transition:transform 120ms ease,background-color 120ms ease,filter 120ms ease}
.portico-button:hover{filter:brightness(1.06)}
.portico-button:active{transform:scale(0.97)}
.portico-button:focus-visible{outline:2px solid var(--_pt-accent);outline-offset:2px}
.portico-button:disabled,.portico-button[aria-busy='true']{cursor:progress;filter:none;opacity:0.85}
.portico-button--neutral{background:var(--_pt-surface);color:var(--_pt-fg);box-shadow:0 0 0 1px var(--_pt-ring),0 1px 2px rgba(12,14,20,0.06)}
.portico-button--neutral:hover{filter:none;background:var(--_pt-surface-hover)}
.portico-button--connected{padding:0 12px 0 4px}
.portico-button--connected.portico-button--with-balance{padding-inline-start:12px}
.portico-button--unsupported{background:color-mix(in srgb,var(--_pt-error) 12%,var(--_pt-surface));color:var(--_pt-error);box-shadow:0 0 0 1px color-mix(in srgb,var(--_pt-error) 35%,transparent)}
.portico-button-balance{padding-inline-end:10px;border-inline-end:1px solid var(--_pt-ring);color:var(--_pt-muted);font-variant-numeric:tabular-nums}
.portico-button-icon{display:block;flex:none;width:18px;height:18px}
.portico-button-network{padding:0 12px 0 8px}
.portico-button-spinner{animation:portico-spin 0.8s linear infinite}
.portico-button[data-theme='dark']{${DARK}}
@media (prefers-color-scheme:dark){.portico-button:not([data-theme='light']){${DARK}}}
@media (prefers-reduced-motion:reduce){.portico-button,.portico-button *{animation:none !important;transition:none !important}}
@keyframes portico-spin{to{transform:rotate(360deg)}}
`
