import { describe, expect, it } from 'vitest'
import { createPortico } from '../../createPortico.js'
import { createFakeAdapter, evmNetwork, solanaNetwork } from '../../test/createFakeAdapter.js'
import { paymentUri } from './paymentUri.js'
import { selectReceiveView } from './selectReceiveView.js'

const net = (
  chainNamespace: 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos',
  id: string | number,
) => ({
  chainNamespace,
  id,
})

describe('Receive: payment URIs', () => {
  it('eip155 is EIP-681 with the chain id; bip122 BIP-21; solana Solana Pay; others the bare address', () => {
    expect(paymentUri(net('eip155', 31337), '0xabc')).toBe('ethereum:0xabc@31337')
    expect(paymentUri(net('bip122', '000000000019d6689c085ae165831e93'), 'bc1qxyz')).toBe('bitcoin:bc1qxyz')
    expect(paymentUri(net('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), 'So1')).toBe('solana:So1')
    expect(paymentUri(net('polkadot', '91b171bb158e2d3848fa23a9f1c25182'), '15oF4u')).toBe('15oF4u')
    expect(paymentUri(net('cosmos', 'cosmoshub-4'), 'cosmos1abc')).toBe('cosmos1abc')
  })

  it('the view lists every network of the namespace for an EVM address, and offers the bare address', async () => {
    const adapter = createFakeAdapter()
    adapter.next.connect = {
      address: '0x0000000000000000000000000000000000000001',
      chainId: 31338,
      connectorId: 'lab',
    }
    const portico = createPortico({ networks: [evmNetwork(31337), evmNetwork(31338)], adapters: [adapter] })
    expect(selectReceiveView(portico, portico.getState())).toBeUndefined()
    await portico.connect('lab')
    const view = selectReceiveView(portico, portico.getState())
    expect(view).toMatchObject({
      address: '0x0000000000000000000000000000000000000001',
      uri: 'ethereum:0x0000000000000000000000000000000000000001@31338',
      chainAware: true,
      network: { caipNetworkId: 'eip155:31338' },
    })
    expect(view?.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('a namespace whose addresses are written for one network lists only the active one', async () => {
    const adapter = createFakeAdapter('cosmos', [{ id: 'keplr', type: 'INJECTED', name: 'Keplr' }])
    adapter.next.connect = { address: 'cosmos1abc', chainId: 'cosmoshub-4', connectorId: 'keplr' }
    const hub = {
      ...solanaNetwork(),
      id: 'cosmoshub-4',
      caipNetworkId: 'cosmos:cosmoshub-4' as const,
      chainNamespace: 'cosmos' as const,
      name: 'Hub',
    }
    const other = { ...hub, id: 'osmosis-1', caipNetworkId: 'cosmos:osmosis-1' as const, name: 'Osmosis' }
    const portico = createPortico({ networks: [hub, other], adapters: [adapter] })
    await portico.connect('keplr')
    const view = selectReceiveView(portico, portico.getState())
    expect(view).toMatchObject({ uri: 'cosmos1abc', chainAware: false })
    expect(view?.networks.map((n) => n.caipNetworkId)).toEqual(['cosmos:cosmoshub-4'])
  })
})
