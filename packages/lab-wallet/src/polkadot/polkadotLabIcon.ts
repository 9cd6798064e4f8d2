/** The lab polkadot wallet's icon: an original drawing (a portico in polkadot pink), as a data URI. */
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#e6007a"/>',
  '<path d="M18 34 48 16l30 18z" fill="#fff"/>',
  '<rect x="20" y="36" width="56" height="5" rx="2" fill="#fff"/>',
  '<circle cx="48" cy="58" r="7" fill="#fff"/><circle cx="33" cy="50" r="4" fill="#fff" opacity=".8"/>',
  '<circle cx="63" cy="50" r="4" fill="#fff" opacity=".8"/><circle cx="33" cy="66" r="4" fill="#fff" opacity=".8"/>',
  '<circle cx="63" cy="66" r="4" fill="#fff" opacity=".8"/>',
  '<rect x="18" y="76" width="60" height="5" rx="2" fill="#fff"/>',
  '</svg>',
].join('')

export const POLKADOT_LAB_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
