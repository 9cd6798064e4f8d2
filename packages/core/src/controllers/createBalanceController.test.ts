import { expect, it } from 'vitest'
import { createPortico } from '../createPortico.js'
import { createFakeAdapter, evmNetwork, solanaNetwork } from '../test/createFakeAdapter.js'

it('§3 account state per chain: one namespace’s balance failure does not lock the others (§9 lock is per namespace)', async () => {
  const evm = createFakeAdapter('eip155', [{ id: 'lab', type: 'ANNOUNCED', name: 'Lab' }])
  const sol = createFakeAdapter('solana', [{ id: 'phantom', type: 'INJECTED', name: 'Phantom' }])
  sol.next.connect = { address: 'So1', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'phantom' }
  const portico = createPortico({
    projectId: 'p',
    networks: [evmNetwork(1), solanaNetwork()],
    adapters: [evm, sol],
  })
  await portico.connect('lab')
  await portico.connect('phantom')
  evm.next.balance = new Error('rpc down')
  await portico.fetchBalance({ namespace: 'eip155', force: true })
  const evmCalls = evm.balanceCalls
  await portico.fetchBalance({ namespace: 'eip155', force: true })
  expect(evm.balanceCalls).toBe(evmCalls)
  const solCalls = sol.balanceCalls
  await portico.fetchBalance({ namespace: 'solana', force: true })
  expect(sol.balanceCalls).toBe(solCalls + 1)
  expect(portico.getState().accounts.solana).toMatchObject({ balance: '1', balanceSymbol: 'SOL' })
  expect(portico.getState().accounts.eip155?.status).toBe('connected')
})
