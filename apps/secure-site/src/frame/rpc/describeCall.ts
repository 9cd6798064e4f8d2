import { type Address, formatEther } from 'viem'
import { call as callAction } from 'viem/actions'
import { TEXTS } from '../texts.js'
import type { DetailItem } from './approvalDetails.js'
import type { CallInput } from './callInput.js'
import { describeErc20 } from './describeErc20.js'
import { type Eip155Client, nodeError } from './eip155Client.js'

/** the approval screen's simulation note: the call as eth_call, ok or its revert reason */
export async function simulate(client: Eip155Client, from: Address, call: CallInput): Promise<DetailItem> {
  try {
    await callAction(client, { account: from, to: call.to, data: call.data, value: call.value })
    return { kind: 'note', tone: 'ok', text: TEXTS.approve.simulationOk }
  } catch (e) {
    const { reason } = nodeError(e)
    return { kind: 'note', tone: 'danger', text: TEXTS.approve.simulationFailed(reason.slice(0, 300)) }
  }
}

/** to, value, the decoded token call (or the data's size) */
export async function describeCall(client: Eip155Client, call: CallInput): Promise<DetailItem[]> {
  const items: DetailItem[] = [
    {
      kind: 'row',
      label: TEXTS.approve.to,
      value: call.to ?? TEXTS.approve.deployment,
      mono: Boolean(call.to),
    },
    { kind: 'row', label: TEXTS.approve.value, value: `${formatEther(call.value ?? 0n)} ETH` },
  ]
  const token = await describeErc20(client, call.to, call.data).catch(() => null)
  if (token) items.push(token)
  else if (call.data && call.data.length > 2)
    items.push({
      kind: 'row',
      label: TEXTS.approve.data,
      value: `${call.data.slice(0, 10)}… (${TEXTS.approve.bytes((call.data.length - 2) / 2)})`,
      mono: true,
    })
  return items
}
