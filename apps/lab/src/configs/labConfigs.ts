import type { LabConfig } from './LabConfig.js'

/** The config registry: each entry is its own page, `?config=<name>`. */
export const LAB_CONFIGS: Record<string, LabConfig> = {
  default: {
    name: 'default',
    title: 'Devnet',
    description: 'Two local EVM chains, the lab wallet announced over EIP-6963, light theme.',
    options: { themeMode: 'light' },
  },
  dark: {
    name: 'dark',
    title: 'Dark theme',
    description: 'The same host with themeMode "dark" and a custom accent.',
    options: { themeMode: 'dark', themeVariables: { '--portico-accent': '#22c55e' } },
  },
  system: {
    name: 'system',
    title: 'System theme',
    description: 'No themeMode: the dialog follows prefers-color-scheme.',
  },
  unsupported: {
    name: 'unsupported',
    title: 'Unsupported network',
    description: 'The host supports only Devnet B; the wallet starts on Devnet A → UnsupportedChain view.',
    networks: (all) => all.slice(1),
  },
  'allow-unsupported': {
    name: 'allow-unsupported',
    title: 'Unsupported allowed',
    description: 'Only Devnet B is configured but allowUnsupportedChain is on: no UnsupportedChain view.',
    networks: (all) => all.slice(1),
    options: { allowUnsupportedChain: true },
  },
  'no-switch': {
    name: 'no-switch',
    title: 'Network switch off',
    description: 'enableNetworkSwitch: false — the Networks view is read-only.',
    options: { enableNetworkSwitch: false },
  },
  'wagmi-host': {
    name: 'wagmi-host',
    title: 'Host wagmi config',
    description: "The host passes its own wagmi config and keeps using wagmi's hooks.",
    wagmiHost: true,
  },
  siwx: {
    name: 'siwx',
    title: 'Sign in',
    description:
      'Sign in with X: after connecting, the wallet signs an EIP-4361 message; apps/api verifies it and keeps the session.',
    siwx: 'optional',
  },
  'siwx-required': {
    name: 'siwx-required',
    title: 'Sign in required',
    description:
      'Sign-in is required (SPEC §6): cancelling disconnects, and the dialog cannot be closed before signing.',
    siwx: 'required',
  },
  'siwx-solana': {
    name: 'siwx-solana',
    title: 'Sign in (Solana)',
    description:
      'Sign in with X on the devnet plus solana: the Lab Solana Wallet signs the Sign-In-With-Solana text.',
    namespaces: ['solana'],
    siwx: 'optional',
  },
  'siwx-bitcoin': {
    name: 'siwx-bitcoin',
    title: 'Sign in (Bitcoin)',
    description: 'Sign in with X on the devnet plus bip122: the Lab Bitcoin Wallet signs with BIP-322.',
    namespaces: ['bip122'],
    siwx: 'optional',
  },
  debug: {
    name: 'debug',
    title: 'Debug alerts',
    description: 'No project id and debug on: the "Project ID Not Configured" alert shows in the dialog.',
    options: { projectId: undefined, debug: true },
  },
  polkadot: {
    name: 'polkadot',
    title: 'Polkadot',
    description:
      'The devnet plus polkadot: the Lab Polkadot Wallet at window.injectedWeb3, signRaw, an offline transfer.',
    namespaces: ['polkadot'],
  },
  cosmos: {
    name: 'cosmos',
    title: 'Cosmos',
    description:
      'The devnet plus cosmos: the Lab Cosmos Wallet at window.porticoLabKeplr, ADR-36, an offline MsgSend.',
    namespaces: ['cosmos'],
  },
  solana: {
    name: 'solana',
    title: 'Solana',
    description:
      'The devnet plus solana: the Lab Solana Wallet (wallet-standard) on a local LiteSVM ledger; SOL and SPL sends.',
    namespaces: ['solana'],
  },
  bitcoin: {
    name: 'bitcoin',
    title: 'Bitcoin',
    description:
      'The devnet plus bip122: the Lab Bitcoin Wallet (sats-connect style), BIP-322 messages, PSBTs never broadcast.',
    namespaces: ['bip122'],
  },
  email: {
    name: 'email',
    title: 'Email wallet',
    description:
      'Log in with an email and a one-time code: an embedded wallet on eip155 and solana, its keys in the secure site’s frame (localhost, another site than this page). Read the code in the lab inbox.',
    namespaces: ['solana'],
    email: true,
  },
  'custom-wallets': {
    name: 'custom-wallets',
    title: 'Custom wallets',
    description:
      'customWallets: the host’s own wallet on Connect, after the featured wallets (SPEC §9 order); it pairs over WalletConnect with its own links. Scan its QR with the lab mobile wallet.',
    options: {
      customWallets: [
        {
          id: 'lab-custom',
          name: 'Lab Custom Wallet',
          homepage: 'https://portico.invalid/',
          mobile_link: 'labcustom://',
        },
      ],
    },
  },
  legal: {
    name: 'legal',
    title: 'Terms and collapsed wallets',
    description:
      'termsConditionsUrl and privacyPolicyUrl (the lab’s own pages): a line under the wallets links them. collapseWallets: under the email login the wallets are one “Continue with a wallet” row.',
    email: true,
    legal: true,
    options: { features: { collapseWallets: true } },
  },
  'legal-checkbox': {
    name: 'legal-checkbox',
    title: 'Legal checkbox',
    description:
      'features.legalCheckbox: every way to connect (the email login, the wallets, All Wallets) waits until the box agreeing to the terms and the privacy policy is ticked.',
    email: true,
    legal: true,
    options: { features: { legalCheckbox: true } },
  },
  socials: {
    name: 'socials',
    title: 'Social login',
    description:
      'Sign in with Google, GitHub, Apple, Facebook, X or Discord: local identity providers (oidc-provider plays Google, small fakes the others) whose pages you click through in the popup; the embedded wallet on eip155 and solana.',
    namespaces: ['solana'],
    email: true,
    options: { features: { email: false } },
  },
  farcaster: {
    name: 'farcaster',
    title: 'Farcaster',
    description:
      'Sign In With Farcaster: the dialog shows a relay channel (QR and link) served by the secure site; the Farcaster app signs with the custody key of an fid registered in the devnet’s ID registry (the tests play the app).',
    namespaces: ['solana'],
    email: true,
    options: { features: { email: false, socials: ['farcaster'] } },
  },
  'smart-account': {
    name: 'smart-account',
    title: 'Smart account',
    description:
      'The email wallet on eip155 only, with sign in with X: on the first devnet chain its account is a smart account (EIP-7702, user operations through the local alto bundler), on the second an EOA. Account › Account type switches between them.',
    email: true,
    siwx: 'optional',
  },
  multichain: {
    name: 'multichain',
    title: 'Multichain',
    description:
      'One dialog for EVM, Solana, Bitcoin, Polkadot and Cosmos: each namespace keeps its own account.',
    namespaces: ['solana', 'bip122', 'polkadot', 'cosmos'],
  },
}
