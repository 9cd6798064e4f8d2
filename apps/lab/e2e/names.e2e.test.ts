/**
 * Account names end to end (issue 12): the lab wallet (EIP-1193 over EIP-6963, personal_sign
 * approved in its prompt) on anvil, and a real apps/api. The lab's API calls go to an apps/api
 * of this file's own (PGlite, following the devnet): other files register a name for the same
 * lab account on the shared server, and the offer shows only to an account without a name.
 */
import { type ApiServer, createApiServer } from '@portico/api'
import { DEVNET_ACCOUNTS } from '@portico/testing/node'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const sharedApi = env.apiUrl!
const chromium = setupLabBrowser()
let server: ApiServer
let ownApi: string

beforeAll(async () => {
  server = await createApiServer({
    databaseUrl: 'memory:',
    chains: env.chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
  })
  ownApi = (await server.listen(0)).url
}, 60_000)
afterAll(async () => {
  await server?.close()
})

describe('Account names', () => {
  it("§4 register a name: a duplicate is refused with the server's message, then a free one is the profile name", async () => {
    const suffix = Date.now().toString(36)
    const taken = `taken-${suffix}`
    // another account holds `taken-…` already
    const other = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
    const message = JSON.stringify({
      name: `${taken}.wcn.id`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const res = await fetch(`${ownApi}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: other.address,
        message,
        signature: await other.signMessage({ message }),
      }),
    })
    expect(res.status).toBe(201)

    const lab = await LabPage.open(chromium.browser, labUrl)
    chromium.cleanups.push(() => lab.close())
    // the lab's API (127.0.0.1) answered by this file's apps/api (127.0.0.1 too)
    await lab.context.route(`${sharedApi}/**`, async (route) => {
      const url = route.request().url().replace(sharedApi, ownApi)
      await route.fulfill({ response: await route.fetch({ url }) })
    })
    await lab.connectLabWallet()
    await lab.dialog.waitFor({ state: 'hidden' })
    await lab.testId('connect-button').click()
    await lab.testId('account-register-name').click()
    await lab.testId('register-name-input').waitFor()

    // §5 live rule
    await lab.testId('register-name-input').fill('abc')
    await lab.testId('register-name-rule').waitFor()
    expect(await lab.testId('register-name-submit').isDisabled()).toBe(true)

    // availability: a taken name is said so and cannot be submitted
    await lab.testId('register-name-input').fill(taken)
    await lab.testId('register-name-taken').waitFor({ timeout: 10_000 })
    expect(await lab.testId('register-name-submit').isDisabled()).toBe(true)

    // with the availability check unanswered, the server itself refuses the duplicate (a case
    // variant: ENSIP-15 normalisation makes it the same name) with its first reason
    await lab.context.route('**/v1/profile/suggestions/**', (route) => route.abort())
    await lab.testId('register-name-input').fill(taken.toUpperCase())
    await lab.testId('register-name-submit').click()
    await lab.approve()
    await lab.waitForText('register-name-problem', 'Name already registered')
    await lab.context.unroute('**/v1/profile/suggestions/**')

    // a free name: available, Registering…, RegisterAccountNameSuccess, the profile name at once
    const name = `lab-${suffix}`
    await lab.testId('register-name-input').fill(name)
    await lab.testId('register-name-available').waitFor({ timeout: 10_000 })
    await lab.testId('register-name-submit').click()
    await lab.approve()
    await lab.testId('register-name-success').waitFor({ timeout: 20_000 })
    expect(await lab.text('register-name-success-name')).toContain(`${name}.wcn.id`)
    await lab.testId('register-name-done').click()
    await lab.testId('account-view').waitFor()
    await lab.waitForText('account-name', `${name}.wcn.id`)
    expect(await lab.testId('account-register-name').count()).toBe(0)
    await lab.page.keyboard.press('Escape')
    await lab.dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => lab.testId('connect-button').textContent()).toContain(`${name}.wcn.id`)
    // the server has it for the lab account
    const lookup = (await (await fetch(`${ownApi}/v1/profile/account/${name}.wcn.id`)).json()) as {
      addresses: Record<string, { address: string }>
    }
    expect(lookup.addresses[String((0x80000000 | 31337) >>> 0)]?.address).toBe(DEVNET_ACCOUNTS[0]!.address)
    lab.assertClean()
  })
})
