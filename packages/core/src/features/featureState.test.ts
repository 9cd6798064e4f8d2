import { describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico.js'
import { createFakeAdapter, evmNetwork } from '../test/createFakeAdapter.js'
import { activeAccount } from './activeAccount.js'
import { featureState } from './featureState.js'
import { perInstance } from './perInstance.js'

const EMPTY = Object.freeze({ input: '', count: 0 })
declare module '../store/PorticoState.js' {
  interface FeatureStates {
    testSlice?: { input: string; count: number }
  }
}
const testState = featureState('testSlice', EMPTY)
const make = () => createPortico({ networks: [evmNetwork(31337)], adapters: [createFakeAdapter()] })

describe('a feature keeps its state with one helper, per instance', () => {
  it('stateOf is the empty value until written; patch merges; reset starts over with what is given', () => {
    const portico = make()
    expect(testState.stateOf(portico)).toBe(EMPTY)
    testState.patch(portico, { input: 'a' })
    testState.patch(portico, { count: 2 })
    expect(testState.stateOf(portico)).toEqual({ input: 'a', count: 2 })
    expect(portico.getState().features.testSlice).toEqual({ input: 'a', count: 2 })
    testState.reset(portico, { count: 5 })
    expect(testState.stateOf(portico)).toEqual({ input: '', count: 5 })
    // a snapshot reads like the instance
    expect(testState.stateOf({ getState: () => portico.getState() })).toEqual({ input: '', count: 5 })
  })

  it('two instances on one page never see each other', () => {
    const one = make()
    const two = make()
    testState.patch(one, { input: 'one' })
    expect(testState.stateOf(two)).toBe(EMPTY)
    const pending = perInstance((): { latest?: string } => ({}))
    pending(one).latest = 'check'
    expect(pending(one).latest).toBe('check')
    expect(pending(two)).toEqual({})
  })

  it('activeAccount is the connected account of the active namespace with its network and adapter', async () => {
    const adapter = createFakeAdapter()
    adapter.next.connect = {
      address: '0x0000000000000000000000000000000000000001',
      chainId: 31337,
      connectorId: 'lab',
    }
    const portico = createPortico({ networks: [evmNetwork(31337)], adapters: [adapter] })
    expect(activeAccount(portico)).toBeUndefined()
    await portico.connect('lab')
    expect(activeAccount(portico)).toMatchObject({
      ns: 'eip155',
      address: '0x0000000000000000000000000000000000000001',
      network: { caipNetworkId: 'eip155:31337' },
      adapter,
    })
  })
})
