/** The Lab Bitcoin Wallet's icon: an original drawing (a coin with two bars), as a data URI. */
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#c2410c"/>',
  '<circle cx="48" cy="48" r="26" fill="#fff7ed"/>',
  '<path d="M40 34h12a7 7 0 010 14H40zM40 48h14a7 7 0 010 14H40z" fill="none" stroke="#c2410c" stroke-width="5"/>',
  '</svg>',
].join('')

export const LAB_BITCOIN_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
