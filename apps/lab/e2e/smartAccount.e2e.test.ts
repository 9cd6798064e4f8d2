/**
 * The email wallet's smart account end to end on local parts (issue 15): the lab's
 * `?config=smart-account` page, the secure site's frame, a real ERC-4337 bundler (alto) on the
 * devnet. SPEC §3 allAccounts / preferredAccountTypes / smartAccountDeployed, §5 wallet_sendCalls,
 * §6 default eip155 smartAccount, §7 preferred account, SIWX verified by apps/api (ERC-1271 once
 * the account is delegated).
 */
import { mintErc20 } from '@portico/testing/node'
import {
  type Address,
  concat,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { describe, expect, inject, it } from 'vitest'
import { emailSteps } from './support/emailSteps.js'
import type { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const { openEmailLab, secureFrame, signUp, freshEmail } = emailSteps(chromium, labUrl, labEnv, 'allowed')
const RPC = labEnv.chains[0]!.rpcUrl
const chain = createPublicClient({ transport: http(RPC) })
/** Simple7702Account v0.8: what a delegated EOA holds as code */
const DELEGATION = concat(['0xef0100', '0xe6Cae83BdE06E4c305530e199D7217f42808555B']).toLowerCase()
const RECEIVER = '0x000000000000000000000000000000000000e222'

type Eip155Account = {
  address: string
  allAccounts: { address: string; type: string }[]
  preferredAccountType?: string
  smartAccountDeployed?: boolean
}
const accountOf = (lab: LabPage) =>
  lab.page.evaluate(
    () =>
      (window as unknown as { portico: { getState(): { accounts: { eip155: unknown } } } }).portico.getState()
        .accounts.eip155,
  ) as Promise<Eip155Account>

/** an EIP-1193 request through the wagmi connector the dialog connected (the app's own path) */
const providerRequest = (lab: LabPage, method: string, params: unknown[]) =>
  lab.page.evaluate(
    async ([m, p]) => {
      type Provider = { request(a: { method: string; params: unknown }): Promise<unknown> }
      const portico = (window as unknown as { portico: { getAdapter(ns: string): unknown } }).portico
      const config = (
        portico.getAdapter('eip155') as {
          wagmiConfig: {
            state: {
              current: string | null
              connections: Map<string, { connector: { getProvider(): Promise<Provider> } }>
            }
          }
        }
      ).wagmiConfig
      const connection = config.state.connections.get(config.state.current ?? '')
      const provider = await connection!.connector.getProvider()
      return provider.request({ method: m as string, params: p })
    },
    [method, params] as const,
  )

const fund = (address: string) =>
  chain.request({ method: 'anvil_setBalance' as never, params: [address, toHex(parseEther('1'))] as never })

describe('the email wallet’s smart account (issue 15)', () => {
  it('§6 a smart account by default (EIP-7702, the EOA address): the first send deploys it through the local bundler; §5 a batch of two ERC-20 transfers is one operation; §3 switching to the EOA and back keeps both; SIWX verified by the server (ERC-1271)', async () => {
    const lab = await openEmailLab('', 'smart-account')
    await signUp(lab, freshEmail('smart'), 'siwx-view')
    // not now: the sign-in comes after the account is deployed
    await lab.testId('siwx-cancel').click()
    await lab.dialog.waitFor({ state: 'hidden' })

    // §3 allAccounts: both types at one address; §6 the smart account is in use, not deployed
    const first = await accountOf(lab)
    const address = first.address as Address
    expect(first.allAccounts).toEqual([
      { address, type: 'smartAccount' },
      { address, type: 'eoa' },
    ])
    expect(first.preferredAccountType).toBe('smartAccount')
    expect(first.smartAccountDeployed).toBe(false)
    expect(await chain.getCode({ address })).toBeUndefined()

    await fund(address)
    // §5 wallet_getAssets (ERC-7811), answered by the frame from the network's RPC: the 1 ETH just funded
    expect(
      await providerRequest(lab, 'wallet_getAssets', [{ account: address, chainFilter: ['0x7a69'] }]),
    ).toEqual({
      '0x7a69': [{ address: 'native', balance: toHex(parseEther('1')), type: 'native' }],
    })

    // the Send screen → the frame's approval → one user operation through alto
    const before = await chain.getBalance({ address: RECEIVER })
    await lab.testId('connect-button').click()
    await lab.testId('account-action-send').click()
    await lab.testId('send-amount').fill('0.25')
    await lab.testId('send-to').fill(RECEIVER)
    await lab.testId('send-review').click()
    await lab.testId('send-confirm').click()
    const frame = secureFrame(lab)
    await frame.getByTestId('frame-approve').click()
    await lab.testId('send-success').waitFor({ timeout: 30_000 })
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'))
    expect((await chain.getCode({ address }))?.toLowerCase()).toBe(DELEGATION)
    const block = await chain.getBlock({ includeTransactions: true })
    const bundle = block.transactions.find((t) => t.to?.toLowerCase() === entryPoint08Address.toLowerCase())
    expect(bundle).toBeDefined()

    // the Account type view: set up now, the smart account in use
    await lab.testId('send-done').click()
    await lab.testId('account-type-offer').click()
    await lab.testId('account-type-view').waitFor()
    await lab.waitForText('account-type-deployed', /set up$/i)
    expect(await lab.testId('account-type-smartAccount').getAttribute('data-in-use')).toBe('true')

    // §5 wallet_sendCalls: two ERC-20 transfers, one operation, reported by wallet_getCallsStatus
    const token = labEnv.tokens!.find((t) => t.chainId === labEnv.chains[0]!.chainId)!.address as Address
    await mintErc20({ rpcUrl: RPC, token, to: address, amount: parseEther('10') })
    const transfer = (to: Address, amount: bigint) => ({
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    })
    const caps = (await providerRequest(lab, 'wallet_getCapabilities', [address, ['0x7a69']])) as Record<
      string,
      { atomic?: { status: string } }
    >
    expect(caps['0x7a69']?.atomic?.status).toBe('supported')
    const [a, b] = [
      '0x000000000000000000000000000000000000a001',
      '0x000000000000000000000000000000000000b002',
    ] as const
    const sending = providerRequest(lab, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: true,
        calls: [transfer(a, parseEther('1')), transfer(b, parseEther('2'))],
      },
    ])
    await frame.getByTestId('frame-approve').click()
    const { id } = (await sending) as { id: string }
    let status: { status: number; atomic: boolean; receipts?: { transactionHash: Hex }[] }
    await expect
      .poll(
        async () => {
          status = (await providerRequest(lab, 'wallet_getCallsStatus', [id])) as typeof status
          return status.status
        },
        { timeout: 20_000 },
      )
      .toBe(200)
    expect(status!.atomic).toBe(true)
    const receipt = await chain.getTransactionReceipt({ hash: status!.receipts![0]!.transactionHash })
    expect(
      parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'UserOperationEvent' }),
    ).toHaveLength(1)
    expect(
      parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' }).map((t) =>
        t.args.to.toLowerCase(),
      ),
    ).toEqual([a, b])

    // §3 §7 preferred account: the EOA, then back; both stay listed
    await lab.testId('account-type-switch').click()
    await expect.poll(async () => (await accountOf(lab)).preferredAccountType).toBe('eoa')
    expect(await lab.testId('account-type-eoa').getAttribute('data-in-use')).toBe('true')
    expect((await accountOf(lab)).allAccounts).toHaveLength(2)
    const eoaCaps = (await providerRequest(lab, 'wallet_getCapabilities', [
      address,
      ['0x7a69'],
    ])) as typeof caps
    expect(eoaCaps['0x7a69']?.atomic?.status).toBe('unsupported')
    await lab.testId('account-type-switch').click()
    await expect.poll(async () => (await accountOf(lab)).preferredAccountType).toBe('smartAccount')
    expect((await accountOf(lab)).allAccounts.map((x) => x.type).sort()).toEqual(['eoa', 'smartAccount'])

    // SIWX with the smart account: apps/api verifies it through the account's ERC-1271
    await lab.page.keyboard.press('Escape')
    await lab.dialog.waitFor({ state: 'hidden' })
    // the lab's Sign in button starts signing at once: the frame asks for approval
    await lab.testId('lab-siwx-sign-in').click()
    await frame.getByTestId('frame-approve').click()
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    await lab.waitForText('lab-siwx-me', new RegExp(`^${address}$`, 'i'))
  })
})
