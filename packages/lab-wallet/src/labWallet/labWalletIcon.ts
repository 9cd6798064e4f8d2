/** The lab wallet's EIP-6963 icon: an original drawing (a portico with a flask), as a data URI. */
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
  '<stop offset="0" stop-color="#5b4bff"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs>',
  '<rect width="96" height="96" rx="22" fill="url(#g)"/>',
  '<path d="M18 34 48 16l30 18z" fill="#fff" opacity=".95"/>',
  '<rect x="20" y="36" width="56" height="5" rx="2" fill="#fff" opacity=".95"/>',
  '<rect x="24" y="44" width="7" height="30" rx="2" fill="#fff" opacity=".8"/>',
  '<rect x="65" y="44" width="7" height="30" rx="2" fill="#fff" opacity=".8"/>',
  '<path d="M43 46h10v8l9 15a3 3 0 0 1-2.6 4.5H36.6A3 3 0 0 1 34 69l9-15z" fill="#fff"/>',
  '<path d="M38.5 64h19l3.6 6H34.9z" fill="#14b8a6"/>',
  '<rect x="18" y="76" width="60" height="5" rx="2" fill="#fff" opacity=".95"/>',
  '</svg>',
].join('')

export const LAB_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
