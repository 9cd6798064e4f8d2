/**
 * Gives the next fid of a PorticoLabIdRegistry to a custody address (`register(to)`), paid by a
 * devnet account, so the custody key itself needs no ETH. The fid is read from the `Register` event.
 */
import { type Address, type Hex, parseEventLogs } from 'viem'
import { callDevnetContract } from '../devnet/callDevnetContract.js'
import { PORTICO_LAB_ID_REGISTRY_ABI } from './idRegistryArtifact.js'

export interface RegisterFidOptions {
  rpcUrl: string
  idRegistry: Address
  /** the custody address of the new fid (it must have none yet: the registry reverts `HasId`) */
  to: Address
  /** who pays; defaults to devnet account 9 */
  privateKey?: Hex
}

export async function registerFid(opts: RegisterFidOptions): Promise<bigint> {
  const { receipt } = await callDevnetContract(
    opts,
    { address: opts.idRegistry, abi: PORTICO_LAB_ID_REGISTRY_ABI, functionName: 'register', args: [opts.to] },
    'fid registration',
  )
  const [event] = parseEventLogs({
    abi: PORTICO_LAB_ID_REGISTRY_ABI,
    eventName: 'Register',
    logs: receipt.logs,
  })
  if (!event) throw new Error('fid registration emitted no Register event')
  // the abi is data (idRegistryArtifact.json), so its event's arguments are typed here
  return (event.args as { id: bigint }).id
}
