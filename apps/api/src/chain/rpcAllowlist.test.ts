import { describe, expect, it } from 'vitest'
import { RPC_MAX_FEE_HISTORY_BLOCKS, screenRpcBody } from './rpcAllowlist'

const call = (method: string, params: unknown) => ({ jsonrpc: '2.0', id: 7, method, params })

describe('screenRpcBody', () => {
  it('§7 Blockchain RPC: an allowed read is forwarded, a method outside the list is refused with -32601', () => {
    const screened = screenRpcBody([call('eth_chainId', []), call('anvil_setBalance', [])])
    expect(screened).toMatchObject({
      forward: [{ method: 'eth_chainId' }],
      refused: [{ id: 7, error: { code: -32601, message: 'method not allowed' } }],
      batch: true,
    })
  })

  it('an eth_feeHistory block count that would crash or stall the node is refused with -32602, not forwarded', () => {
    for (const blockCount of [
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', // more than 64 bits: anvil panicked on it
      `0x${(RPC_MAX_FEE_HISTORY_BLOCKS + 1).toString(16)}`,
      0,
      -1,
      1.5,
      '12abc',
      '1025',
      null,
    ]) {
      const screened = screenRpcBody(call('eth_feeHistory', [blockCount, 'latest', []]))
      expect(screened, String(blockCount)).toMatchObject({
        forward: [],
        refused: [{ error: { code: -32602 } }],
      })
    }
    for (const params of [[], ['0x4'], ['0x4', 'latest', [50, 10]], ['0x4', 'latest', [101]], 'x']) {
      const screened = screenRpcBody(call('eth_feeHistory', params))
      expect(screened, JSON.stringify(params)).toMatchObject({
        forward: [],
        refused: [{ error: { code: -32602 } }],
      })
    }
  })

  it('eth_feeHistory as viem and wallets send it is forwarded', () => {
    for (const params of [
      ['0x4', 'latest', [25, 75]],
      [20, 'pending'],
      [`0x${RPC_MAX_FEE_HISTORY_BLOCKS.toString(16)}`, '0x10', []],
      // geth reads the count as hex or decimal, and takes null for no percentiles
      ['4', 'latest', null],
    ]) {
      const screened = screenRpcBody(call('eth_feeHistory', params))
      expect(screened, JSON.stringify(params)).toMatchObject({
        forward: [{ method: 'eth_feeHistory' }],
        refused: [],
      })
    }
  })
})
