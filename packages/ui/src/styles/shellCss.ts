import { ANIMATION_MS, DIALOG_WIDTH_PX } from './uiConstants.js'

const EASE = 'cubic-bezier(0.2, 0.8, 0.2, 1)'
const { view, height, headerText } = ANIMATION_MS

/** The dialog chrome: overlay, card, header, animated body, toast, alert, status line. */
export const shellCss = `
/*
 * The card's top stays where it is: when content arrives (registry wallets, balances, tokens) it
 * grows downwards, so nothing a person is pointing at moves under the pointer (a centred card
 * would shift every row by half the growth and turn a click into a miss). The card and the
 * body clip (overflow: clip) instead of hiding: a hidden overflow is still a scroll container,
 * which focusing a half-clipped button on mousedown scrolls, and the click is lost on mouseup.
 * The toast is click-through: it slides in over the card's last row (a declined send's Edit),
 * and a press that starts on the button must end on it.
 */
.pt-root {
  position: fixed;
  inset: 0;
  z-index: var(--portico-z-index);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: clamp(16px, 12vh, 112px) 16px 16px;
  box-sizing: border-box;
  font-family: var(--portico-font-family);
  font-size: calc(14px * var(--portico-font-size-scale, 1));
  line-height: 1.4;
  color: var(--portico-foreground);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
  -webkit-tap-highlight-color: transparent;
}
.pt-root *, .pt-root *::before, .pt-root *::after { box-sizing: border-box; }
/* data (<Data>, a <bdi> with its own direction) lines up with the dialog's text, not with itself
   (text-align: match-parent would say this, but Chromium resolves it against the bdi's own direction) */
.pt-root[dir='rtl'] bdi { text-align: right; }
.pt-root[dir='ltr'] bdi { text-align: left; }
.pt-root :focus-visible { outline: 2px solid var(--portico-accent-text, var(--portico-accent)); outline-offset: 2px; }
.pt-backdrop {
  position: absolute;
  inset: 0;
  background: var(--portico-overlay);
  -webkit-backdrop-filter: blur(3px);
  backdrop-filter: blur(3px);
  animation: pt-fade-in ${view}ms ease-out both;
}
.pt-card {
  position: relative;
  display: flex;
  flex-direction: column;
  width: ${DIALOG_WIDTH_PX}px;
  max-width: 100%;
  background: var(--portico-background);
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius);
  box-shadow: var(--portico-shadow);
  overflow: hidden;
  overflow: clip;
  outline: none;
  animation: pt-card-in ${view}ms ${EASE} both;
}
.pt-card:focus-visible { outline: none; }
.pt-header {
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) 40px;
  align-items: center;
  gap: 8px;
  min-height: 60px;
  padding: 12px 12px 4px;
}
.pt-title {
  margin: 0;
  font-size: calc(16px * var(--portico-font-size-scale, 1));
  font-weight: 600;
  letter-spacing: -0.01em;
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  animation: pt-fade-in ${headerText}ms ease-out both;
}
.pt-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 12px;
  background: transparent;
  color: var(--portico-muted);
  cursor: pointer;
  transition: background-color ${view}ms, color ${view}ms;
}
.pt-icon-button:hover { background: var(--portico-surface); color: var(--portico-foreground); }
.pt-icon-button:disabled { opacity: 0.4; cursor: default; }
.pt-icon-button svg { width: 20px; height: 20px; }
.pt-body {
  position: relative;
  overflow: hidden;
  overflow: clip;
  transition: height ${height}ms ${EASE};
}
.pt-view {
  max-height: min(560px, calc(100vh - 120px));
  padding: 8px 16px 16px;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
}
.pt-root[dir='rtl'] { --pt-inline: -1; }
/* icons that point along the line (back, forward) point the other way in right-to-left text */
.pt-root[dir='rtl'] .pt-icon-inline { transform: scaleX(-1); }
.pt-view--next { animation: pt-view-next ${view}ms ease-out both; }
.pt-view--prev { animation: pt-view-prev ${view}ms ease-out both; }
.pt-view--none { animation: pt-fade-in ${view}ms ease-out both; }
.pt-sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
}
.pt-toast {
  position: absolute;
  pointer-events: none;
  left: 50%;
  bottom: 16px;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100% - 32px);
  padding-block: 8px;
  padding-inline: 8px 14px;
  border-radius: 999px;
  background: var(--portico-foreground);
  color: var(--portico-background);
  font-size: calc(13px * var(--portico-font-size-scale, 1));
  font-weight: 500;
  box-shadow: 0 8px 24px -6px rgba(0, 0, 0, 0.3);
  transform: translateX(-50%);
  animation: pt-toast-in ${view}ms ${EASE} both;
}
.pt-toast-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pt-toast-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  color: var(--portico-accent-foreground);
  background: var(--portico-accent);
}
.pt-toast-icon svg { width: 12px; height: 12px; }
.pt-toast--success .pt-toast-icon { background: var(--portico-success); }
.pt-toast--error .pt-toast-icon { background: var(--portico-error); }
.pt-toast--loading .pt-toast-icon { background: transparent; color: var(--portico-background); }
.pt-toast--loading .pt-toast-icon svg { width: 16px; height: 16px; }
.pt-alert {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 4px 16px 8px;
  padding-block: 12px;
  padding-inline: 14px 8px;
  border: 1px solid color-mix(in srgb, var(--portico-error) 28%, transparent);
  border-radius: var(--portico-radius-item);
  background: color-mix(in srgb, var(--portico-error) 8%, var(--portico-background));
  animation: pt-fade-in ${view}ms ease-out both;
}
.pt-alert-icon { flex: none; margin-top: 1px; color: var(--portico-error); }
.pt-alert-icon svg { width: 18px; height: 18px; display: block; }
.pt-alert-body { flex: 1; min-width: 0; }
.pt-alert-title { font-weight: 600; color: var(--portico-error); }
.pt-alert-message { margin-top: 2px; font-size: calc(13px * var(--portico-font-size-scale, 1)); color: var(--portico-muted); overflow-wrap: anywhere; }
.pt-alert .pt-icon-button { width: 28px; height: 28px; border-radius: 8px; margin: -4px 0; }
.pt-alert .pt-icon-button svg { width: 16px; height: 16px; }
@media (max-width: 430px) {
  .pt-root { align-items: flex-end; padding: 0; }
  /* a bottom sheet of a steady height: content that arrives grows inside it, its top stays */
  .pt-card {
    width: 100%;
    min-height: min(600px, 88vh);
    border-bottom: 0;
    border-radius: var(--portico-radius) var(--portico-radius) 0 0;
    padding-bottom: env(safe-area-inset-bottom);
    animation-name: pt-sheet-in;
  }
}
@keyframes pt-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes pt-card-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes pt-sheet-in { from { opacity: 0; transform: translateY(32px); } to { opacity: 1; transform: none; } }
@keyframes pt-view-next { from { opacity: 0; transform: translateX(calc(16px * var(--pt-inline, 1))); } to { opacity: 1; transform: none; } }
@keyframes pt-view-prev { from { opacity: 0; transform: translateX(calc(-16px * var(--pt-inline, 1))); } to { opacity: 1; transform: none; } }
@keyframes pt-toast-in {
  from { opacity: 0; transform: translate(-50%, 8px); }
  to { opacity: 1; transform: translate(-50%, 0); }
}
@keyframes pt-spin { to { transform: rotate(360deg); } }
`
