import { ANIMATION_MS } from '../styles/uiConstants.js'

const { view } = ANIMATION_MS

/**
 * Styles the feature screens share (forms, primary button, summaries). In its own module so
 * only the feature chunks carry it, not the dialog chunk; each screen puts it in a <style>.
 */
export const featureCss = `
.pt-form { display: flex; flex-direction: column; gap: 14px; padding: 4px 0 4px; }
.pt-field { display: flex; flex-direction: column; gap: 6px; }
.pt-field-label { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; color: var(--portico-muted); font-size: calc(13px * var(--portico-font-size-scale, 1)); font-weight: 600; }
.pt-input {
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  height: 48px;
  padding: 0 14px;
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-item);
  background: var(--portico-background);
  color: var(--portico-foreground);
  font: inherit;
  font-size: calc(16px * var(--portico-font-size-scale, 1));
}
.pt-input:focus-visible { outline: 2px solid var(--portico-accent-text, var(--portico-accent)); outline-offset: 1px; }
.pt-input[aria-invalid='true'] { border-color: var(--portico-error); }
.pt-input--amount { height: 56px; font-size: calc(24px * var(--portico-font-size-scale, 1)); font-weight: 600; font-variant-numeric: tabular-nums; }
.pt-input-row { position: relative; display: flex; align-items: center; gap: 8px; }
.pt-input-row .pt-input { flex: 1; }
.pt-ltr { direction: ltr; unicode-bidi: isolate; }
.pt-mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: calc(13px * var(--portico-font-size-scale, 1)); overflow-wrap: anywhere; }
.pt-chip {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 12px 0 6px;
  border: 1px solid var(--portico-border);
  border-radius: 999px;
  background: var(--portico-surface);
  color: var(--portico-foreground);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${view}ms;
}
.pt-chip:hover { background: var(--portico-surface-hover); }
.pt-chip svg { width: 16px; height: 16px; color: var(--portico-muted); }
.pt-link-button { padding: 2px 6px; border: 0; border-radius: 8px; background: transparent; color: var(--portico-accent-text, var(--portico-accent)); font: inherit; font-weight: 600; cursor: pointer; }
.pt-link-button:hover { background: var(--portico-surface); }
.pt-problem { margin: 0; color: var(--portico-error); font-size: calc(13px * var(--portico-font-size-scale, 1)); overflow-wrap: anywhere; }
.pt-hint { margin: 0; color: var(--portico-muted); font-size: calc(13px * var(--portico-font-size-scale, 1)); overflow-wrap: anywhere; }
.pt-button-primary {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  height: 48px;
  padding: 0 16px;
  border: 0;
  border-radius: var(--portico-radius-item);
  background: var(--portico-accent);
  color: var(--portico-accent-foreground);
  font: inherit;
  font-size: calc(15px * var(--portico-font-size-scale, 1));
  font-weight: 600;
  cursor: pointer;
  transition: filter ${view}ms, transform ${view}ms;
}
.pt-button-primary:hover:not(:disabled) { filter: brightness(1.08); }
.pt-button-primary:active:not(:disabled) { transform: scale(0.99); }
.pt-button-primary:disabled { opacity: 0.5; cursor: default; }
.pt-button-primary svg { width: 18px; height: 18px; }
.pt-button-primary .pt-spinner { color: currentColor; }
.pt-summary { display: flex; flex-direction: column; gap: 2px; width: 100%; margin: 0; padding: 6px 14px; border-radius: var(--portico-radius-item); background: var(--portico-surface); }
.pt-summary-row { display: flex; justify-content: space-between; align-items: center; gap: 12px; min-height: 40px; font-size: calc(14px * var(--portico-font-size-scale, 1)); }
.pt-summary-row dt { color: var(--portico-muted); }
.pt-summary-row dd { margin: 0; min-width: 0; font-weight: 600; text-align: end; overflow-wrap: anywhere; }
.pt-big-amount { margin: 8px 0 4px; font-size: calc(30px * var(--portico-font-size-scale, 1)); font-weight: 700; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.pt-token-list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.pt-success-icon { display: inline-flex; align-items: center; justify-content: center; width: 64px; height: 64px; margin: 8px 0 12px; border-radius: 50%; background: color-mix(in srgb, var(--portico-success) 16%, transparent); color: var(--portico-success); }
.pt-success-icon svg { width: 30px; height: 30px; }
.pt-stack { display: flex; flex-direction: column; align-items: stretch; gap: 10px; width: 100%; margin-top: 16px; }
`
