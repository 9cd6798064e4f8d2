import { defineConfig } from 'vitepress'

// Portico's docs site. Nothing here reaches the internet at build or in the reader's browser: the
// default theme's font is bundled, search is the local index, no analytics. Dead internal links
// fail the build (VitePress's default: keep `ignoreDeadLinks` off); `npm test` runs the build.
const repo = 'https://github.com/portico-dev/portico'

/** a TypeScript or JavaScript fence written in a page instead of included from snippets/ (not compiled) */
const CODE_FENCE = /^(ts|tsx|typescript|js|jsx|javascript|mjs)\b/

export default defineConfig({
  title: 'Portico',
  description: 'An open-source wallet-connection dialog for web apps: five chain families, self-hostable',
  cleanUrls: true,
  lastUpdated: false,
  srcExclude: ['README.md'],
  markdown: {
    // Every code sample is compiled (the package's `typecheck` covers snippets/): a page includes
    // its samples with `<<< @/snippets/name.tsx` and writes none of its own. The generated API
    // reference (api/) is exempt: its fences are the packages' own declarations.
    config(md) {
      const fence = md.renderer.rules.fence!
      md.renderer.rules.fence = (tokens, idx, options, env, self) => {
        const token = tokens[idx]!
        const page = String(env.relativePath ?? '')
        if (
          CODE_FENCE.test(token.info.trim()) &&
          !(token as { src?: unknown }).src &&
          !page.startsWith('api/')
        )
          throw new Error(`${page}: a code sample written in the page; put it in snippets/ and include it`)
        return fence(tokens, idx, options, env, self)
      }
    },
  },
  themeConfig: {
    search: { provider: 'local' },
    editLink: { pattern: `${repo}/edit/main/apps/docs/:path` },
    nav: [
      { text: 'Guide', link: '/guide/what-is-portico' },
      { text: 'Features', link: '/features/connect' },
      { text: 'Adapters', link: '/adapters/evm' },
      { text: 'Self-hosting', link: '/self-hosting/' },
      { text: 'API', link: '/api/' },
      // a plain link, not `socialLinks`: the theme fetches an icon it has not bundled from a CDN
      { text: 'GitHub', link: repo },
    ],
    sidebar: [
      {
        text: 'Getting started',
        items: [
          { text: 'What is Portico', link: '/guide/what-is-portico' },
          { text: 'Vite + React', link: '/guide/vite' },
          { text: 'Next.js App Router', link: '/guide/nextjs' },
          { text: 'Plain HTML', link: '/guide/plain-html' },
          { text: 'Options', link: '/guide/options' },
        ],
      },
      {
        text: 'Features',
        items: [
          { text: 'Connect', link: '/features/connect' },
          { text: 'Networks', link: '/features/networks' },
          { text: 'Send', link: '/features/send' },
          { text: 'Receive', link: '/features/receive' },
          { text: 'Swap', link: '/features/swap' },
          { text: 'Buy', link: '/features/buy' },
          { text: 'Activity', link: '/features/activity' },
          { text: 'NFTs', link: '/features/nfts' },
          { text: 'Names', link: '/features/names' },
          { text: 'Sign in with X', link: '/features/sign-in' },
          { text: 'Embedded wallet', link: '/features/embedded-wallet' },
          { text: 'Theming', link: '/features/theming' },
          { text: 'Languages', link: '/features/languages' },
        ],
      },
      {
        text: 'Adapters',
        items: [
          { text: 'EVM (eip155)', link: '/adapters/evm' },
          { text: 'Solana', link: '/adapters/solana' },
          { text: 'Bitcoin (bip122)', link: '/adapters/bitcoin' },
          { text: 'Polkadot', link: '/adapters/polkadot' },
          { text: 'Cosmos', link: '/adapters/cosmos' },
        ],
      },
      {
        text: 'Self-hosting',
        items: [
          { text: 'Which server for what', link: '/self-hosting/' },
          { text: 'apps/api', link: '/self-hosting/api' },
          { text: 'The secure site', link: '/self-hosting/secure-site' },
          { text: 'The WalletConnect relay', link: '/self-hosting/relay' },
        ],
      },
      {
        text: 'Project',
        items: [
          { text: 'Contributing and tests', link: '/project/contributing' },
          { text: 'Performance', link: '/project/performance' },
          { text: 'Decisions', link: '/project/decisions' },
          { text: 'About these docs', link: '/project/docs' },
        ],
      },
      { text: 'API reference', link: '/api/' },
    ],
  },
})
