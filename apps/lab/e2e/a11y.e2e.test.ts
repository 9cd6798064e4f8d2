/**
 * Accessibility of every view (issue "Every visitor"): axe-core over the dialog in light, dark
 * and Arabic (right to left) with 0 violations, and every view usable 320 px wide and at 200 %
 * zoom (nothing cut off sideways, the header reachable).
 */
import { describe, expect, inject, it } from 'vitest'
import { type AxeViolation, axeDialog } from './support/axe.js'
import { settle, tourDialog, tourUnsupported, type Visit } from './support/dialogTour.js'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()

async function openLab(
  config: string,
  viewport?: { width: number; height: number; deviceScaleFactor?: number },
) {
  const context = viewport
    ? await chromium.browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor ?? 1,
      })
    : undefined
  const lab = await LabPage.open(chromium.browser, labUrl, config, context)
  chromium.cleanups.push(() => lab.close())
  return lab
}

/** runs `visit` over the default tour and the UnsupportedChain view */
async function everyView(
  config: string,
  visit: (lab: LabPage) => Visit,
  viewport?: Parameters<typeof openLab>[1],
) {
  const lab = await openLab(config, viewport)
  await tourDialog(lab, visit(lab))
  lab.assertClean()
  const unsupported = await openLab(config.replace(/^default/, 'unsupported'), viewport)
  await tourUnsupported(unsupported, visit(unsupported))
  unsupported.assertClean()
}

describe('axe-core: 0 violations on every view', () => {
  it.each([
    ['light', 'default&theme=light'],
    ['dark', 'default&theme=dark'],
    ['Arabic, right to left', 'default&theme=light&locale=ar'],
    ['a host accent that needs dark text (yellow)', 'default&theme=dark&accent=yellow'],
  ])('%s', async (_, config) => {
    const found: { view: string; violations: AxeViolation[] }[] = []
    const views: string[] = []
    await everyView(config, (lab) => async (view) => {
      views.push(view)
      const violations = await axeDialog(lab.page)
      if (violations.length > 0) found.push({ view, violations })
    })
    expect(views).toEqual([
      'connect',
      'all-wallets',
      'walletconnect',
      'connecting',
      'account',
      'networks',
      'receive',
      'activity',
      'nfts',
      'nft-detail',
      'register-name',
      'swap',
      'onramp',
      'send',
      'send-review',
      'send-success',
      'unsupported',
    ])
    expect(found).toEqual([])
  })
})

describe('axe-core: a registry that failed (issue 27 item 7)', () => {
  it.each([
    ['light', 'default&theme=light'],
    ['dark, right to left', 'default&theme=dark&locale=ar'],
  ])('%s: the message on the Connect view and on All Wallets, each with Try again', async (_, config) => {
    const lab = await openLab(config)
    await lab.context.route(`${labEnv.apiUrl}/getWallets**`, (route) => route.abort('connectionrefused'))
    await lab.testId('connect-button').click()
    await lab.testId('connect-registry-retry').waitFor()
    await settle(lab)
    const connect = await axeDialog(lab.page)
    await lab.testId('wallet-all').click()
    await lab.testId('all-wallets-retry').waitFor()
    await settle(lab)
    const allWallets = await axeDialog(lab.page)
    expect({ connect, allWallets }).toEqual({ connect: [], allWallets: [] })
    lab.assertClean()
  })
})

describe('small screens and zoom', () => {
  it.each([
    ['320 px wide', { width: 320, height: 640 }],
    ['200 % zoom of a 1280×860 window', { width: 640, height: 430, deviceScaleFactor: 2 }],
  ])(
    'every view fits %s: nothing cut off sideways, the header and close button on screen',
    async (_, viewport) => {
      const problems: string[] = []
      await everyView(
        'default',
        (lab) => async (view) => {
          const found = await lab.page.evaluate(() => {
            const root = document.querySelector('[data-portico-root]')?.shadowRoot
            const card = root?.querySelector('.pt-card')
            if (!root || !card) return ['no dialog']
            const box = card.getBoundingClientRect()
            const out: string[] = []
            if (box.left < 0 || box.right > innerWidth + 0.5)
              out.push(`card ${box.left}–${box.right} of ${innerWidth}`)
            if (box.top < 0 || box.bottom > innerHeight + 0.5)
              out.push(`card ${box.top}–${box.bottom} of ${innerHeight} tall`)
            const close = root.querySelector('[data-testid="portico-close"]')?.getBoundingClientRect()
            if (close && (close.top < 0 || close.right > innerWidth)) out.push('close button off screen')
            for (const el of root.querySelectorAll('.pt-card *')) {
              const r = el.getBoundingClientRect()
              if (r.width === 0 || el.closest('.pt-sr-only')) continue
              if (r.left < box.left - 1 || r.right > box.right + 1)
                out.push(
                  `${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.left)}–${Math.round(r.right)}`,
                )
            }
            return out
          })
          for (const p of found.slice(0, 5)) problems.push(`${view}: ${p}`)
        },
        viewport,
      )
      expect(problems).toEqual([])
    },
  )
})
