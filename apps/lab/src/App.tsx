import type { Portico } from '@portico/core'
import type { LabWallet } from '@portico/lab-wallet'
import { ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'
import { lazy, Suspense } from 'react'
import type { Config } from 'wagmi'
import type { LabConfig } from './configs/LabConfig.js'
import { LAB_CONFIGS } from './configs/labConfigs.js'
import { AppearanceBar } from './panels/AppearanceBar.js'
import { ConnectionPanel } from './panels/ConnectionPanel.js'
import { EmailPanel } from './panels/EmailPanel.js'
import { LabHeader } from './panels/LabHeader.js'
import { NetworkPanel } from './panels/NetworkPanel.js'
import { ProviderPanel } from './panels/ProviderPanel.js'
import { SignInPanel } from './panels/SignInPanel.js'
import { SignPanel } from './panels/SignPanel.js'
import { WalletPanel } from './panels/WalletPanel.js'

const WagmiHostPanel = lazy(() => import('./panels/WagmiHostPanel.js'))
const PolkadotPanel = lazy(() => import('./panels/PolkadotPanel.js'))
const CosmosPanel = lazy(() => import('./panels/CosmosPanel.js'))
const NamespacePanelSolana = lazy(() => import('./panels/NamespacePanelSolana.js'))
const NamespacePanelBitcoin = lazy(() => import('./panels/NamespacePanelBitcoin.js'))

export function App(props: {
  portico: Portico
  config: LabConfig
  wallet: LabWallet
  wagmiConfig?: Config | undefined
  apiUrl?: string | undefined
  mailUrl?: string | undefined
  secureSiteUrl?: string | undefined
}) {
  const { portico, config, wallet, wagmiConfig, apiUrl, mailUrl, secureSiteUrl } = props
  return (
    <PorticoProvider portico={portico}>
      <div className="lab">
        <LabHeader logo="P" title="Portico Lab" description={config.description}>
          <div className="header-actions">
            <NetworkButton />
            <ConnectButton />
          </div>
        </LabHeader>
        <nav className="configs" aria-label="Lab configurations">
          {Object.values(LAB_CONFIGS).map((c) => (
            <a
              key={c.name}
              href={`?config=${c.name}`}
              aria-current={c.name === config.name ? 'page' : undefined}
              data-testid={`lab-config-${c.name}`}
            >
              {c.title}
            </a>
          ))}
        </nav>
        <AppearanceBar portico={portico} />
        <main className="panels">
          {config.email ? (
            <EmailPanel {...(mailUrl ? { mailUrl } : {})} {...(secureSiteUrl ? { secureSiteUrl } : {})} />
          ) : null}
          <ConnectionPanel />
          <NetworkPanel />
          <SignPanel />
          {config.siwx && apiUrl ? <SignInPanel apiUrl={apiUrl} /> : null}
          <ProviderPanel />
          <WalletPanel wallet={wallet} />
          {wagmiConfig ? (
            <Suspense fallback={null}>
              <WagmiHostPanel config={wagmiConfig} />
            </Suspense>
          ) : null}
          {config.namespaces?.includes('polkadot') ? (
            <Suspense fallback={null}>
              <PolkadotPanel />
            </Suspense>
          ) : null}
          {config.namespaces?.includes('cosmos') ? (
            <Suspense fallback={null}>
              <CosmosPanel />
            </Suspense>
          ) : null}
          {config.namespaces?.includes('solana') ? (
            <Suspense fallback={null}>
              <NamespacePanelSolana />
            </Suspense>
          ) : null}
          {config.namespaces?.includes('bip122') ? (
            <Suspense fallback={null}>
              <NamespacePanelBitcoin />
            </Suspense>
          ) : null}
        </main>
      </div>
    </PorticoProvider>
  )
}
