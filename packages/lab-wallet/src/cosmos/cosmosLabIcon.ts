/** The lab cosmos wallet's icon: an original drawing (a portico with an orbit), as a data URI. */
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#2e3148"/>',
  '<path d="M18 34 48 16l30 18z" fill="#fff"/>',
  '<rect x="20" y="36" width="56" height="5" rx="2" fill="#fff"/>',
  '<ellipse cx="48" cy="58" rx="20" ry="8" fill="none" stroke="#a5b4fc" stroke-width="3"/>',
  '<circle cx="48" cy="58" r="6" fill="#fff"/>',
  '<rect x="18" y="76" width="60" height="5" rx="2" fill="#fff"/>',
  '</svg>',
].join('')

export const COSMOS_LAB_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
