import {
  announceLabWallet,
  createApprovalQueue,
  createLabWallet,
  DEVNET_ACCOUNTS,
  type LabWallet,
  mountApprovalPrompt,
} from '@portico/lab-wallet'
import type { LabDevnet } from './labEnv.js'

/**
 * The lab wallet: a real EIP-1193 wallet (viem local account on the devnet), announced over
 * EIP-6963, whose approval prompt a person or a test clicks. `?wallet=auto` approves everything.
 */
export function startLabWallet(devnet: LabDevnet, knownChainIds: number[]): LabWallet {
  const mode = new URLSearchParams(location.search).get('wallet') === 'auto' ? 'auto-approve' : 'prompt'
  const approvals = createApprovalQueue(mode)
  const wallet = createLabWallet({
    privateKey: DEVNET_ACCOUNTS[0]!.privateKey,
    // a second account to switch to (`labWallet.setAccount(1)`)
    morePrivateKeys: [DEVNET_ACCOUNTS[1]!.privateKey],
    chains: devnet.chains,
    knownChainIds,
    approval: approvals,
  })
  announceLabWallet(wallet.provider)
  mountApprovalPrompt(wallet.approvals)
  return wallet
}
