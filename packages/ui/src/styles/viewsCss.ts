import { ANIMATION_MS } from './uiConstants.js'

const { view } = ANIMATION_MS
/** Perimeter of the connecting loader's rounded square (100×100, rx 30): 4·40 + 2π·30. */
const LOADER_PERIMETER = 348.5

/** Styles of the views: wallet and network rows, connecting loader, account card. */
export const viewsCss = `
.pt-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.pt-row {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  margin: 0;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border: 1px solid transparent;
  border-radius: var(--portico-radius-item);
  background: var(--portico-surface);
  color: var(--portico-foreground);
  font: inherit;
  font-size: calc(15px * var(--portico-font-size-scale, 1));
  font-weight: 600;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${view}ms, border-color ${view}ms, transform ${view}ms;
}
.pt-row:hover:not(:disabled) { background: var(--portico-surface-hover); }
.pt-row:active:not(:disabled) { transform: scale(0.99); }
.pt-row:disabled { cursor: default; opacity: 0.55; }
.pt-row--compact { min-height: 48px; }
.pt-row--placeholder { cursor: default; }
.pt-skeleton--icon { width: 40px; height: 40px; border-radius: 12px; }
.pt-row[aria-current='true'] {
  border-color: color-mix(in srgb, var(--portico-accent) 45%, transparent);
  background: color-mix(in srgb, var(--portico-accent) 8%, var(--portico-surface));
  opacity: 1;
}
.pt-row-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pt-row-end { display: inline-flex; flex: none; align-items: center; color: var(--portico-muted); }
.pt-row-end svg { width: 18px; height: 18px; display: block; }
/* an amount from the chain may be any length: it wraps inside its column, never past the row */
.pt-row-end--amount { flex: 0 1 auto; flex-direction: column; align-items: flex-end; min-width: 0; max-width: 65%; text-align: end; overflow-wrap: anywhere; }
.pt-row-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  background: var(--portico-background);
  color: var(--portico-muted);
}
.pt-row-icon svg { width: 20px; height: 20px; }
.pt-row--danger .pt-row-icon { color: var(--portico-error); }
.pt-check { color: var(--portico-accent-text, var(--portico-accent)); }
.pt-tag {
  flex: none;
  padding: 3px 8px;
  border-radius: 999px;
  background: color-mix(in srgb, var(--portico-muted) 14%, transparent);
  color: var(--portico-muted);
  font-size: calc(12px * var(--portico-font-size-scale, 1));
  font-weight: 600;
  line-height: 16px;
}
.pt-tag--installed {
  background: color-mix(in srgb, var(--portico-success) 14%, transparent);
  color: color-mix(in srgb, var(--portico-success) 60%, var(--portico-foreground));
}
.pt-tag--walletconnect { background: color-mix(in srgb, var(--portico-accent) 14%, transparent); color: var(--portico-accent-text, var(--portico-accent)); }
.pt-thumb { position: relative; display: inline-flex; flex: none; overflow: hidden; }
.pt-thumb::after {
  content: '';
  position: absolute;
  inset: 0;
  border-radius: inherit;
  box-shadow: inset 0 0 0 1px var(--portico-border);
  pointer-events: none;
}
.pt-thumb img { display: block; width: 100%; height: 100%; object-fit: cover; }
.pt-empty { padding: 32px 0; color: var(--portico-muted); text-align: center; }
.pt-fieldset { min-width: 0; margin: 0; padding: 0; border: 0; }
.pt-fieldset:disabled { opacity: 0.5; }
.pt-fieldset:disabled .pt-row { cursor: not-allowed; }
.pt-legal {
  margin: 16px 4px 0;
  color: var(--portico-muted);
  font-size: calc(12px * var(--portico-font-size-scale, 1));
  line-height: 1.5;
  text-align: center;
}
.pt-legal a { color: var(--portico-accent-text); text-decoration: underline; text-underline-offset: 2px; }
.pt-legal--checkbox { display: flex; align-items: flex-start; gap: 10px; margin: 0 4px 16px; text-align: start; cursor: pointer; }
.pt-legal--checkbox input { flex: none; width: 16px; height: 16px; margin: 2px 0 0; accent-color: var(--portico-accent); }
.pt-group + .pt-group { margin-top: 16px; }
.pt-group-heading {
  margin-block: 0 8px;
  margin-inline: 4px 0;
  color: var(--portico-muted);
  font-size: calc(12px * var(--portico-font-size-scale, 1));
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
}
.pt-spinner { animation: pt-spin 0.8s linear infinite; color: var(--portico-accent-text, var(--portico-accent)); }
.pt-center { display: flex; flex-direction: column; align-items: center; text-align: center; }
.pt-heading { margin: 0 0 6px; font-size: calc(17px * var(--portico-font-size-scale, 1)); font-weight: 600; letter-spacing: -0.01em; overflow-wrap: anywhere; }
.pt-subtext { max-width: 290px; margin: 0; color: var(--portico-muted); font-size: calc(14px * var(--portico-font-size-scale, 1)); overflow-wrap: anywhere; }
.pt-button-secondary {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 40px;
  margin-top: 20px;
  padding-block: 0;
  padding-inline: 14px 16px;
  border: 1px solid var(--portico-border);
  border-radius: 999px;
  background: var(--portico-surface);
  color: var(--portico-accent-text, var(--portico-accent));
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${view}ms, transform ${view}ms;
}
.pt-button-secondary:hover { background: var(--portico-surface-hover); }
.pt-button-secondary:active { transform: scale(0.98); }
.pt-button-secondary svg { width: 16px; height: 16px; }
.pt-connecting { padding: 20px 8px 8px; }
.pt-loader { position: relative; display: flex; align-items: center; justify-content: center; width: 104px; height: 104px; margin-bottom: 20px; }
.pt-loader-ring { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.pt-loader-track { fill: none; stroke: var(--portico-border); stroke-width: 3; }
.pt-loader-arc {
  fill: none;
  stroke: var(--portico-accent-text, var(--portico-accent));
  stroke-width: 3;
  stroke-linecap: round;
  stroke-dasharray: 90 ${LOADER_PERIMETER - 90};
  animation: pt-dash 1.1s linear infinite;
}
.pt-loader--declined .pt-loader-arc, .pt-loader--error .pt-loader-arc {
  stroke: var(--portico-error);
  stroke-dasharray: none;
  animation: none;
}
.pt-loader-badge {
  position: absolute;
  inset-inline-end: 4px;
  bottom: 4px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: var(--portico-error);
  color: #ffffff;
  box-shadow: 0 0 0 3px var(--portico-background);
}
.pt-loader-badge svg { width: 14px; height: 14px; }
.pt-account { padding-top: 8px; }
.pt-avatar { border-radius: 50%; margin-bottom: 14px; box-shadow: 0 0 0 4px var(--portico-surface); }
.pt-account-name { display: flex; align-items: center; gap: 2px; max-width: 100%; font-size: calc(20px * var(--portico-font-size-scale, 1)); font-weight: 700; letter-spacing: -0.02em; }
.pt-account-name-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pt-account-name .pt-icon-button { width: 30px; height: 30px; border-radius: 10px; }
.pt-account-name .pt-icon-button svg { width: 16px; height: 16px; }
.pt-balance { max-width: 100%; overflow-wrap: anywhere; min-height: 21px; margin-top: 2px; color: var(--portico-muted); font-size: calc(15px * var(--portico-font-size-scale, 1)); font-weight: 500; font-variant-numeric: tabular-nums; }
.pt-meta { margin-top: 4px; color: var(--portico-muted); font-size: calc(12px * var(--portico-font-size-scale, 1)); }
.pt-skeleton {
  display: inline-block;
  width: 96px;
  height: 14px;
  border-radius: 6px;
  background: linear-gradient(90deg, var(--portico-surface), var(--portico-surface-hover), var(--portico-surface));
  background-size: 200% 100%;
  vertical-align: middle;
  animation: pt-shimmer 1.2s ease-in-out infinite;
}
.pt-view-loading { gap: 12px; padding: 24px 0; }
.pt-skeleton--block { display: block; width: 100%; height: 48px; border-radius: var(--portico-radius-item); }
.pt-pill {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 36px;
  margin-top: 14px;
  padding-block: 0;
  padding-inline: 6px 10px;
  border: 1px solid var(--portico-border);
  border-radius: 999px;
  background: var(--portico-background);
  color: var(--portico-foreground);
  font: inherit;
  font-weight: 600;
  transition: background-color ${view}ms;
}
button.pt-pill { cursor: pointer; }
button.pt-pill:hover { background: var(--portico-surface); }
.pt-pill svg.pt-chevron { width: 16px; height: 16px; color: var(--portico-muted); }
.pt-features { min-inline-size: 0; border: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(0, 1fr)); gap: 8px; width: 100%; margin-top: 20px; }
.pt-feature {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  min-width: 0;
  padding: 12px 4px 10px;
  border: 0;
  border-radius: var(--portico-radius-item);
  background: var(--portico-surface);
  color: var(--portico-foreground);
  font: inherit;
  font-size: calc(13px * var(--portico-font-size-scale, 1));
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${view}ms, transform ${view}ms;
}
.pt-feature:hover { background: var(--portico-surface-hover); }
.pt-feature:active { transform: scale(0.97); }
.pt-feature-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: var(--portico-accent);
  color: var(--portico-accent-foreground);
}
.pt-feature-icon svg { width: 18px; height: 18px; }
.pt-feature-label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pt-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; margin-top: 20px; }
.pt-notice {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: var(--portico-radius-item);
  background: color-mix(in srgb, var(--portico-warning) 12%, transparent);
  font-size: calc(14px * var(--portico-font-size-scale, 1));
}
.pt-notice svg { flex: none; width: 18px; height: 18px; margin-top: 1px; color: var(--portico-warning); }
.pt-notice--row { align-items: center; margin: 0; }
.pt-notice--row > span { flex: 1; min-width: 0; }
.pt-notice--row > .pt-button-secondary { flex: none; height: 32px; margin: 0; }
.pt-footer-action { margin-top: 16px; }
.pt-search {
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  margin: 0 0 12px;
  padding: 0 12px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-item);
  background: var(--portico-background);
  color: var(--portico-foreground);
  font: inherit;
}
.pt-search:focus-visible { outline: 2px solid var(--portico-accent-text, var(--portico-accent)); outline-offset: 1px; }
.pt-scroll { max-height: 392px; overflow-y: auto; overscroll-behavior: contain; }
.pt-tabs { display: flex; gap: 8px; margin: 20px 0 12px; }
.pt-tab { padding: 6px 12px; border: 0; border-radius: 999px; background: transparent; color: var(--portico-muted); font: inherit; font-weight: 600; cursor: pointer; }
.pt-tab[aria-selected="true"] { background: var(--portico-surface); color: var(--portico-foreground); }
.pt-tab-panel { width: 100%; text-align: start; }
@keyframes pt-dash { to { stroke-dashoffset: -${LOADER_PERIMETER}; } }
@keyframes pt-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
`
