import { createServer } from 'node:http'
import { expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()

for (const mode of ['headers-first', 'trickle', 'search']) {
it(`probe ${mode}`, async () => {
  const log: string[] = []
  const t0 = Date.now()
  const server = createServer(async (req, res) => {
    const upstream = await fetch(`${env.apiUrl}${req.url}`)
    const body = await upstream.text()
    log.push(`${Date.now() - t0} server got ${req.url}`)
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    if (mode === 'trickle') {
      for (let i = 0; i < 12; i++) {
        res.write(i === 0 ? body.slice(0, 10) : ' ')
        await new Promise((r) => setTimeout(r, 1000))
      }
      res.end(body.slice(10))
    } else {
      res.flushHeaders()
      await new Promise((r) => setTimeout(r, 12_000))
      res.end(body)
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const port = (server.address() as { port: number }).port
  const lab = await LabPage.open(chromium.browser, labUrl)
  chromium.cleanups.push(() => lab.close())
  chromium.cleanups.push(() => new Promise((r) => server.close(r)))
  await lab.context.route(`${env.apiUrl}/getWallets**`, async (route) => {
    if (mode === 'search' && !route.request().url().includes('search')) return route.continue()
    const u = new URL(route.request().url())
    log.push(`${Date.now() - t0} routed ${u.search}`)
    await route.continue({ url: `http://127.0.0.1:${port}${u.pathname}${u.search}` })
  })
  lab.page.on('requestfailed', (r) => log.push(`${Date.now() - t0} failed ${r.url()} ${r.failure()?.errorText}`))
  await lab.testId('connect-button').click()
  await lab.testId('wallet-all').click()
  await lab.testId('all-wallets-view').waitFor()
  if (mode === 'search') await lab.testId('all-wallets-search').fill('trust')
  for (let i = 0; i < 8; i++) {
    await lab.page.waitForTimeout(2000)
    log.push(`${Date.now() - t0} view: ${(await lab.testId('all-wallets-view').textContent())?.slice(0, 120)}`)
  }
  console.log(log.join('\n'))
  expect(1).toBe(1)
}, 60_000)
}
