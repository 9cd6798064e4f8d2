/** The Lab Solana Wallet's icon: an original drawing (three bars on a teal tile), as a data URI. */
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#0f766e"/>',
  '<path d="M26 30h40l-8 8H18zM30 44h40l-8 8H22zM26 58h40l-8 8H18z" fill="#ecfeff"/>',
  '</svg>',
].join('')

export const LAB_SOLANA_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
