import { shellCss } from './shellCss.js'
import { themeCss } from './themeCss.js'
import { viewsCss } from './viewsCss.js'

/** Turns every animation and transition off for people who asked for less motion. */
const reducedMotionCss = `
@media (prefers-reduced-motion: reduce) {
  .pt-root, .pt-root *, .pt-root *::before, .pt-root *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
  }
  .pt-loader-arc { stroke-dasharray: none; opacity: 0.6; }
}
`

/**
 * The whole stylesheet of the dialog, one static string placed in a `<style>` inside the
 * shadow root (no runtime CSS-in-JS). Theme tokens are CSS custom properties.
 */
export const dialogCss: string = themeCss + shellCss + viewsCss + reducedMotionCss
