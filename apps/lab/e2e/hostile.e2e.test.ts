/**
 * Hostile page scripts and extensions (issue "Hardening"): a malformed EIP-6963 announcement,
 * before or after the app starts, must not blank the host page or throw into it; the good wallets
 * stay. A wallet the person abandoned (issue 27) answers late and changes nothing.
 */
import { DEVNET_ACCOUNTS } from '@portico/testing'
import { expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const chromium = setupLabBrowser()

const HOSTILE_ANNOUNCER = `(() => {
  const bad = [null, {}, { info: null }, { info: { uuid: 1, name: 42, icon: null, rdns: {} }, provider: {} }, 'x']
  const announce = () => { for (const detail of bad) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })) }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  window.__announceGarbage = announce
})()`

it('malformed EIP-6963 announcements before and after start: the page renders, no error, the lab wallet connects', async () => {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 860 } })
  await context.addInitScript(HOSTILE_ANNOUNCER)
  const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
  chromium.cleanups.push(() => lab.close())
  await lab.page.evaluate(() => (window as unknown as { __announceGarbage(): void }).__announceGarbage())
  await lab.testId('connect-button').click()
  await lab.testId('wallet-dev.portico.labwallet').waitFor()
  expect(await lab.dialog.locator('[data-testid^="wallet-"]').count()).toBeGreaterThan(1)
  await lab.testId('wallet-dev.portico.labwallet').click()
  await lab.approve()
  await lab.waitForText('lab-status', 'connected')
  lab.assertClean()
})

it('issue "Hardening" 6: corrupt stored data resets only itself: a broken wagmi store, an unknown namespace and garbage beside a valid connection', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl)
  chromium.cleanups.push(() => lab.close())
  await lab.connectLabWallet()
  await lab.page.evaluate(() => {
    const connections = JSON.parse(localStorage.getItem('portico:connections') ?? '{}')
    connections.foo = { connectorId: 'x', connectorType: 'INJECTED' }
    connections.solana = 42
    localStorage.setItem('portico:connections', JSON.stringify(connections))
    localStorage.setItem('portico:activeNetworks', JSON.stringify({ foo: 'foo:1', eip155: 'eip155:31337' }))
    localStorage.setItem('portico:recentWallets', JSON.stringify(['dev.portico.labwallet', 7]))
  })
  await lab.reload()
  await lab.waitForText('lab-status', 'connected')

  // wagmi's own memory broken: the button settles on Connect (no long "Connecting…"), then connects
  await lab.page.evaluate(() => {
    for (const k of Object.keys(localStorage))
      if (k.endsWith('wagmi.store')) localStorage.setItem(k, JSON.stringify('{broken'))
  })
  await lab.reload()
  await lab.waitForText('lab-status', /^(connected|disconnected)$/, 5_000)
  if ((await lab.text('lab-status')) === 'disconnected') await lab.connectLabWallet()
  lab.assertClean()
})

it('generated hostile wallet names and icons (script tags, event handlers, javascript: and SVG-script icons) are shown as text and never run', async () => {
  const fc = (await import('fast-check')).default
  const PWN = 'window.__pwned=(window.__pwned||0)+1'
  const payload = fc.constantFrom(
    `<img src=x onerror="${PWN}">`,
    `<script>${PWN}</script>`,
    `"><svg onload="${PWN}">`,
    `javascript:${PWN}`,
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" onload="${PWN}"/>`)}`,
    `data:text/html,<script>${PWN}</script>`,
    '\u202eevil',
    'x'.repeat(500),
  )
  const wallets = fc.sample(
    fc.record({
      name: fc.oneof(payload, fc.string({ minLength: 1, maxLength: 40 })),
      icon: fc.oneof(payload, fc.constant('data:image/png;base64,iVBORw0KGgo=')),
    }),
    { numRuns: 30, seed: Number(process.env.FC_SEED ?? 20261125) },
  )
  wallets.push({ name: '\u202eevil wallet', icon: 'data:image/png;base64,iVBORw0KGgo=' })
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 860 } })
  await context.addInitScript(`(() => {
    const wallets = ${JSON.stringify(wallets)}
    const announce = () => wallets.forEach((w, i) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({ info: { uuid: 'u' + i, name: w.name, icon: w.icon, rdns: 'dev.hostile' + i }, provider: { request: async () => [] } })
    })))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })()`)
  const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
  chromium.cleanups.push(() => lab.close())
  lab.page.on('dialog', (d) => void d.dismiss())
  await lab.testId('connect-button').click()
  await lab.testId('wallet-dev.portico.labwallet').waitFor()
  // every hostile wallet is listed, by its name as text
  expect(await lab.dialog.locator('[data-testid^="wallet-dev.hostile"]').count()).toBeGreaterThan(0)
  // every image has loaded or failed, so any onerror/onload a name or icon smuggled in would have run
  await expect
    .poll(() =>
      lab.dialog.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true)
  expect(await lab.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(await lab.page.locator('[data-portico-root] script').count()).toBe(0)
  // a name's bidi override is not shown: its letters stay in order
  expect(await lab.dialog.textContent()).not.toContain('\u202e')
  lab.assertClean()
})

/**
 * An EIP-6963 wallet whose `eth_requestAccounts` answers only when the test says so (as a wallet
 * whose popup the person leaves open does), then reports `accountsChanged` as real wallets do.
 * It records the calls it gets; `wallet_revokePermissions` forgets the page.
 */
const SLOW_WALLET = `(() => {
  const address = '0x00000000000000000000000000000000000000a1'
  const listeners = {}
  const state = (window.__slowWallet = { calls: [], authorized: false, answer: undefined })
  const emit = (event, data) => { for (const l of listeners[event] ?? []) l(data) }
  const provider = {
    async request({ method }) {
      state.calls.push(method)
      switch (method) {
        case 'eth_chainId': return '0x7a69'
        case 'eth_accounts': return state.authorized ? [address] : []
        case 'wallet_requestPermissions': throw Object.assign(new Error('not supported'), { code: -32601 })
        case 'wallet_revokePermissions': state.authorized = false; return null
        case 'eth_requestAccounts':
          return new Promise((resolve) => {
            state.answer = () => { state.authorized = true; emit('accountsChanged', [address]); resolve([address]) }
          })
        default: throw Object.assign(new Error('unsupported'), { code: 4200 })
      }
    },
    on(event, l) { (listeners[event] ??= []).push(l) },
    removeListener(event, l) { listeners[event] = (listeners[event] ?? []).filter((x) => x !== l) },
  }
  const detail = Object.freeze({ info: { uuid: 'slow-1', name: 'Slow Wallet', icon: 'data:image/png;base64,iVBORw0KGgo=', rdns: 'dev.portico.slow' }, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`

it('issue 27: a wallet the person left (Back) answers after the lab wallet connected: the lab wallet stays, in storage and after a reload, and the late wallet is forgotten', async () => {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 860 } })
  await context.addInitScript(SLOW_WALLET)
  const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
  chromium.cleanups.push(() => lab.close())
  const slow = <T>(fn: (w: { calls: string[]; answer?: () => void }) => T) =>
    lab.page.evaluate(`(${fn.toString()})(window.__slowWallet)`) as Promise<T>
  const stored = () =>
    lab.page.evaluate(() => {
      const wagmiRecent = Object.keys(localStorage).find((k) => k.endsWith('wagmi.recentConnectorId'))
      return {
        connections: JSON.parse(localStorage.getItem('portico:connections') ?? '{}'),
        wagmiRecent: wagmiRecent ? localStorage.getItem(wagmiRecent) : null,
      }
    })

  // the person picks the slow wallet; its prompt stays open; they go back and pick the lab wallet
  await lab.testId('connect-button').click()
  await lab.testId('wallet-dev.portico.slow').click()
  await expect.poll(() => slow((w) => w.calls.includes('eth_requestAccounts'))).toBe(true)
  await lab.testId('portico-back').click()
  await lab.testId('wallet-dev.portico.labwallet').click()
  await lab.approve()
  await lab.waitForText('lab-status', 'connected')
  const me = DEVNET_ACCOUNTS[0]!.address
  expect((await lab.text('lab-address')).toLowerCase()).toBe(me.toLowerCase())

  // seconds later the slow wallet answers (and says its accounts changed)
  await slow((w) => w.answer?.())
  // what the page does with it is over once the slow wallet is told to forget the page, or once
  // the page has taken it (the bug): whichever comes first
  await expect
    .poll(
      async () =>
        (await slow((w) => w.calls.includes('wallet_revokePermissions'))) ||
        JSON.stringify(await stored()).includes('dev.portico.slow') ||
        (await lab.text('lab-address')).toLowerCase() !== me.toLowerCase(),
    )
    .toBe(true)
  expect((await lab.text('lab-address')).toLowerCase()).toBe(me.toLowerCase())
  expect(await lab.text('lab-status')).toBe('connected')
  const after = await stored()
  expect(after.connections.eip155?.connectorId).toBe('dev.portico.labwallet')
  expect(after.wagmiRecent ?? '').not.toContain('dev.portico.slow')
  // the page signs with the wallet it shows
  expect(
    await lab.page.evaluate(async () => {
      const p = (await (
        window as unknown as { portico: { getProvider(): Promise<unknown> } }
      ).portico.getProvider()) as {
        request(a: { method: string }): Promise<string[]>
      }
      return (await p.request({ method: 'eth_accounts' }))[0]
    }),
  ).toMatch(new RegExp(me, 'i'))

  await lab.reload()
  await lab.waitForText('lab-status', 'connected')
  expect((await lab.text('lab-address')).toLowerCase()).toBe(me.toLowerCase())
  expect((await stored()).connections.eip155?.connectorId).toBe('dev.portico.labwallet')
  lab.assertClean()
})
