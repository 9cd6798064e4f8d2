import { evmAdapter } from '@portico/adapter-evm'
import { createApiSiwx, createPortico } from '@portico/core'
import { devnetNetwork } from '@portico/lab-wallet'
import { walletConnect } from '@portico/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { LAB_CONFIGS } from './configs/labConfigs.js'
import { ExplorerPage } from './ExplorerPage.js'
import { readLabEnv } from './labEnv.js'
import { startLabWallet } from './labWallet.js'
import { LAB_NAMESPACES } from './namespaces/labNamespaces.js'
import { appearanceFromUrl } from './panels/AppearanceBar.js'
import { createHostWagmiConfig } from './wagmiHost.js'
import './lab.css'

const devnet = readLabEnv()
// `?relay=ws://127.0.0.1:PORT` points the page at another local relay (a test's own, to restart it)
const relayParam = new URLSearchParams(location.search).get('relay')
const relayUrl = relayParam && /^ws:\/\/127\.0\.0\.1:\d+$/.test(relayParam) ? relayParam : devnet.relayUrl
const root = createRoot(document.getElementById('root')!)

if (location.pathname.startsWith('/explorer/')) {
  root.render(<ExplorerPage devnet={devnet} path={location.pathname} />)
} else if (location.pathname.startsWith('/wallet')) {
  const { WalletPage } = await import('./walletPage/WalletPage.js')
  root.render(<WalletPage env={devnet} />)
} else {
  const name = new URLSearchParams(location.search).get('config') ?? 'default'
  const config = LAB_CONFIGS[name] ?? LAB_CONFIGS.default!
  const all = devnet.chains.map((c) =>
    devnetNetwork({ ...c, explorerUrl: `${location.origin}/explorer/${c.chainId}` }),
  )
  const networks = config.networks ? config.networks(all) : all
  const wallet = startLabWallet(devnet, config.walletKnownChainIds?.(devnet) ?? [devnet.chains[0]!.chainId])
  const wagmiConfig = config.wagmiHost ? createHostWagmiConfig(devnet) : undefined
  const extra = await Promise.all(
    (config.namespaces ?? []).flatMap((ns) => {
      const load = LAB_NAMESPACES[ns]
      return load ? [load(devnet)] : []
    }),
  )
  const portico = createPortico({
    projectId: 'portico-lab',
    // WalletConnect (QR, the lab mobile wallet, sessions in every namespace)
    walletConnect: walletConnect(),
    // apps/api on 127.0.0.1: the lab never contacts the hosted services
    apiUrl: devnet.apiUrl,
    // the local WalletConnect relay: pairing never leaves 127.0.0.1
    ...(relayUrl ? { relayUrl } : {}),
    metadata: {
      name: 'Portico Lab',
      description: 'The Portico sandbox',
      url: location.origin,
      icons: [],
    },
    networks: [...networks, ...extra.flatMap((x) => x.networks)],
    adapters: [evmAdapter(wagmiConfig ? { wagmiConfig } : {}), ...extra.map((x) => x.adapter)],
    tokens: Object.assign({}, ...extra.map((x) => x.tokens ?? {})),
    // sign in with X, verified by apps/api (`?config=siwx`, `?config=siwx-required`); over
    // WalletConnect a wallet that supports it connects and signs in with one approval
    ...(config.siwx && devnet.apiUrl
      ? {
          siwx: createApiSiwx({
            apiUrl: devnet.apiUrl,
            required: config.siwx === 'required',
            oneClickAuth: true,
            statement: 'Sign in to the Portico lab',
          }),
        }
      : {}),
    // the embedded wallet's secure site (`?config=email`): another site than this page
    ...(config.email && devnet.secureSiteUrl ? { secureSiteUrl: devnet.secureSiteUrl } : {}),
    // the host's legal documents (`?config=legal`, `?config=legal-checkbox`): the lab's own pages
    ...(config.legal
      ? {
          termsConditionsUrl: new URL('legal/terms.html', location.href).href,
          privacyPolicyUrl: new URL('legal/privacy.html', location.href).href,
        }
      : {}),
    ...config.options,
    // `?locale=ja&theme=dark&accent=yellow` (the lab's switcher keeps its choice there)
    ...appearanceFromUrl(location.search),
  })
  // the lab exposes its parts to a person's devtools and to the e2e tests
  Object.assign(window, { portico, labWallet: wallet })
  root.render(
    <StrictMode>
      <App
        portico={portico}
        config={config}
        wallet={wallet}
        wagmiConfig={wagmiConfig}
        apiUrl={devnet.apiUrl}
        mailUrl={devnet.mailUrl}
        secureSiteUrl={devnet.secureSiteUrl}
      />
    </StrictMode>,
  )
}
