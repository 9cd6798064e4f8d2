/** The Receive screen's texts (English, the source); a host or locale overrides any key. */
export const RECEIVE_TEXTS = {
  'receive.title': 'Receive',
  'receive.qrLabel': 'QR code of your address',
  'receive.scanHint': 'Scan with a wallet, or share your address, to receive on {network}.',
  'receive.includeNetwork': 'Network in the QR code',
  'receive.includeNetworkHint':
    'Turn off for wallets that cannot read it: the QR then holds the bare address.',
  'receive.addressLabel': 'Your address',
  'receive.copy': 'Copy address',
  'receive.copied': 'Copied',
  'receive.networksTitle': 'This address receives on',
  'receive.onlyThisNetwork': 'Send only on {network}: this address is written for that network.',
} as const
export type ReceiveTexts = Record<keyof typeof RECEIVE_TEXTS, string>
