import type { Portico } from '@portico/core'
import { sendTransaction } from '@portico/core/features/send'
import { parseEther } from 'viem'

// a native transfer on the active namespace, simulated before the wallet is asked
export async function tip(portico: Portico, to: string) {
  const { id, explorerUrl } = await sendTransaction(portico, { to, amount: parseEther('0.01') })
  return explorerUrl ?? id
}

// the Send screen itself, from the host's own button
export const openSend = (portico: Portico) => portico.open({ view: 'Send' })
