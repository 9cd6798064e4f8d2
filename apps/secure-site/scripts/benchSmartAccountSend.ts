/**
 * Issue 15's figure: a smart account's send, from the approval to the receipt, on the local
 * bundler (median of 10): the frame's eth_sendTransaction after Approve → the user operation is
 * built, its gas estimated by alto, signed, sent, bundled into a handleOps transaction on anvil,
 * and its receipt read. The first send also delegates the account (EIP-7702), timed apart.
 * Baseline: the same send from the EOA (a plain transaction and its receipt).
 * Real anvil and real alto, the frame's own RPC code (no browser: the approval screen is
 * scripted to approve at once). `npx tsx apps/secure-site/scripts/benchSmartAccountSend.ts`
 */
import { startBundler, startDevnet } from '@portico/testing/node'
import { createPublicClient, type Hex, http, parseEther, toHex } from 'viem'
import { createRpcHandler } from '../src/frame/rpc/createRpcHandler.js'
import { fakeRpcContext } from '../src/frame/testing/fakeRpcContext.js'

const RUNS = 10
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'A' }] })
const chain = devnet.chains[0]!
const bundler = await startBundler({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
try {
  const fake = await fakeRpcContext({
    fetch: (...a) => fetch(...a),
    networks: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl, bundlerUrl: bundler.url }],
  })
  const rpc = createRpcHandler(fake.ctx)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const from = fake.addresses.eip155 as Hex
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [from, toHex(parseEther('10'))] as never,
  })
  const send = async () => {
    const t0 = performance.now()
    const hash = (await rpc.request({
      chainId: 'eip155:31337',
      method: 'eth_sendTransaction',
      params: [{ from, to: '0x000000000000000000000000000000000000bEEF', value: '0x1' }],
    })) as Hex
    // the receipt is there when the frame answers (it waits for the operation's); read it as an app would
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    return Math.round(performance.now() - t0)
  }
  fake.state.accountType = 'smartAccount'
  const first = await send()
  const smart: number[] = []
  for (let i = 0; i < RUNS; i++) smart.push(await send())
  fake.state.accountType = 'eoa'
  const eoa: number[] = []
  for (let i = 0; i < RUNS; i++) eoa.push(await send())
  console.log(`\nsmart account send: approval → receipt on the local bundler, median of ${RUNS}`)
  console.log(
    `  smart account (EIP-7702, one user operation via alto)  ${median(smart)} ms   [${smart.join(', ')}]`,
  )
  console.log(`  its first send (with the 7702 delegation)               ${first} ms`)
  console.log(
    `  baseline: the EOA's plain transaction                   ${median(eoa)} ms   [${eoa.join(', ')}]`,
  )
} finally {
  await bundler.stop()
  await devnet.stop()
}
