// @vitest-environment node
import { createPortico } from '@portico/core'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { useAccount } from '../hooks/useAccount.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { fakeAdapter, network } from '../test/fakeAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'
import { PorticoProvider } from './PorticoProvider.js'

function Status() {
  const { status } = useAccount()
  const { network: n } = useNetwork()
  return <p>{`${status} on ${n?.name}`}</p>
}

it('server rendering does not throw and needs no window', () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  const portico = createPortico({
    projectId: 'ssr',
    networks: [network(31337, 'Devnet')],
    adapters: [fakeAdapter()],
  })
  const html = renderToString(
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <NetworkButton />
      <Status />
    </PorticoProvider>,
  )
  expect(html).toContain('Connect Wallet')
  expect(html).toContain('disconnected on Devnet')
})
