import { describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico.js'
import type { FeatureOptionsInput } from '../options/featureOptions.js'
import { createFakeAdapter, evmNetwork } from '../test/createFakeAdapter.js'
import { canShowAccountTab } from './canShowAccountTab.js'
import { canShowFeature } from './canShowFeature.js'
import { selectWalletFeatures } from './selectWalletFeatures.js'

async function connected(features: FeatureOptionsInput = {}, opts: { api?: boolean } = {}) {
  const adapter = createFakeAdapter()
  Object.assign(adapter, { capabilities: ['balance', 'receive', 'send', 'swaps', 'onramp', 'history'] })
  adapter.next.connect = {
    address: '0x0000000000000000000000000000000000000001',
    chainId: 31337,
    connectorId: 'lab',
  }
  const portico = createPortico({
    networks: [evmNetwork(31337)],
    adapters: [adapter],
    features,
    ...(opts.api ? { apiUrl: 'http://127.0.0.1:9' } : {}),
  })
  await portico.connect('lab')
  return portico
}

describe("a feature shows when its definition's gate says so", () => {
  it("§9 its option: the host's value, else the default the feature gives", async () => {
    const off = { capability: 'receive', option: { flag: 'standIn', default: false } } as const
    const on = { capability: 'receive', option: { flag: 'standIn', default: true } } as const
    const portico = await connected()
    expect(canShowFeature(portico, portico.getState(), off)).toBe(false)
    expect(canShowFeature(portico, portico.getState(), on)).toBe(true)
    const asked = await connected({ standIn: true })
    expect(canShowFeature(asked, asked.getState(), off)).toBe(true)
    const refused = await connected({ standIn: false })
    expect(canShowFeature(refused, refused.getState(), on)).toBe(false)
  })

  it('the capability of the active adapter, an API when the feature reads it, a connected account', async () => {
    const portico = await connected()
    expect(canShowFeature(portico, portico.getState(), { capability: 'nfts' })).toBe(false)
    expect(canShowFeature(portico, portico.getState(), { capability: 'history', needsApi: true })).toBe(false)
    const withApi = await connected({}, { api: true })
    expect(canShowFeature(withApi, withApi.getState(), { capability: 'history', needsApi: true })).toBe(true)
    await withApi.disconnect()
    expect(canShowFeature(withApi, withApi.getState(), { capability: 'receive' })).toBe(false)
  })

  it('§9 the public selectors keep their rules: wallet features and tabs default on, in SPEC order; Swap and Buy only with an API', async () => {
    const portico = await connected({ swaps: false }, { api: true })
    expect(selectWalletFeatures(portico, portico.getState())).toEqual(['onramp', 'receive', 'send'])
    expect(canShowAccountTab(portico, portico.getState(), { capability: 'history', option: 'history' })).toBe(
      true,
    )
    // Buy and Swap are served by the blockchain API: not offered when none is configured
    const noApi = await connected()
    expect(selectWalletFeatures(noApi, noApi.getState())).toEqual(['receive', 'send'])
    const all = await connected({}, { api: true })
    expect(selectWalletFeatures(all, all.getState())).toEqual(['onramp', 'swaps', 'receive', 'send'])
    const noHistory = await connected({ history: false }, { api: true })
    expect(
      canShowAccountTab(noHistory, noHistory.getState(), { capability: 'history', option: 'history' }),
    ).toBe(false)
  })
})
