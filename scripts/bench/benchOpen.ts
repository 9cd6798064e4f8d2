/**
 * `pnpm bench:open`: what Portico costs a host page, side by side in one run. Three production
 * builds of the same host (React + wagmi + viem): without any wallet dialog (the page without
 * Portico), with a hand-made dialog (the limit: opening a dialog at the least), and with Portico's
 * ConnectButton + adapter-evm. Each measured in headless Chromium, median of RUNS (default 5), at
 * 1x and 4x CPU throttling:
 *
 * - time to button: navigation start → the button on screen
 * - click → dialog content: from the click event's own timestamp (`event.timeStamp`: when the
 *   person clicked, input delay included, as INP counts it) to the first frame in which a wallet
 *   row is laid out (no hover first; and after a 1 s hover)
 * - long tasks after the click: how many, and the longest, starting within 2 s of the click (a
 *   person who picks a wallet a second after opening meets them)
 * - heap after open: JS heap after a GC, 1 s after the click; and once the idle-time work that
 *   follows an open is done (3 s after the click)
 * - JS fetched before the click (encoded bytes of the scripts loaded so far)
 *
 * Every page is built twice, on React 18 and on React 19 (the workspace's React; React 18 is the
 * root's `react-18`/`react-dom-18` aliases), and both are measured in the same run.
 *
 *   pnpm bench:open            (RUNS=5 by default; BENCH_DEBUG=1 prints each page as it is measured)
 */
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Browser, Page } from 'playwright-core'
import { build, preview } from 'vite'
import { launchChromium } from '../../apps/lab/e2e/support/launchChromium.js'

const RUNS = Number(process.env.RUNS ?? 5)
/** long tasks that start this long after the click count (issue 33: 2 s, not only the first 500 ms) */
const LONG_TASK_WINDOW_MS = 2_000
const root = fileURLToPath(new URL('./open/', import.meta.url))
const PAGES = ['baseline', 'limit', 'portico'] as const
type PageName = (typeof PAGES)[number]
const require = createRequire(import.meta.url)
const pkgDir = (name: string) => dirname(require.resolve(`${name}/package.json`))
/** each React the pages are built on: its name and the aliases that make the build use it */
const REACTS = [
  {
    name: 'React 18',
    dir: 'r18',
    alias: [
      { find: /^react-dom(\/.*)?$/, replacement: `${pkgDir('react-dom-18')}$1` },
      { find: /^react(\/.*)?$/, replacement: `${pkgDir('react-18')}$1` },
    ],
  },
  { name: `React ${require('react/package.json').version}`, dir: 'r19', alias: [] },
] as const

// in the page from its first script: rAF marks when the button and the dialog content are on screen
// (a string: tsx would wrap named functions in a helper the page does not have)
const INIT = `(() => {
  const b = (window.__bench = { buttonAt: 0, clickAt: 0, contentAt: 0, longTasks: [] })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  // the event's own timestamp: when the person clicked, not when a handler got to run
  document.addEventListener('click', (e) => { if (!b.clickAt) b.clickAt = e.timeStamp }, { capture: true })
  // shown, not only present: Portico builds its closed dialog hidden (display: none) in idle time
  const content = () => {
    const el =
      document.querySelector('[data-bench="content"]') ||
      document.querySelector('[data-portico-root]')?.shadowRoot?.querySelector('[data-testid^="wallet-"]')
    return !!el && el.getClientRects().length > 0
  }
  // a frame in which the element is found is painted at its end: the next frame's start is "on
  // screen" (style, layout and paint of that frame included)
  let buttonSeen = false
  let contentSeen = false
  const tick = () => {
    if (buttonSeen && !b.buttonAt) b.buttonAt = performance.now()
    if (contentSeen && !b.contentAt) b.contentAt = performance.now()
    if (!buttonSeen && document.querySelector('[data-bench="button"]')) buttonSeen = true
    if (b.clickAt && !contentSeen && content()) contentSeen = true
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

interface Sample {
  buttonMs: number
  openMs: number
  longTasks: number
  longestMs: number
  heapMb: number
  /** once idle-time work after the open is done too (the WalletConnect SDK prepared) */
  heapIdleMb: number
  jsKb: number
}

async function measure(
  browser: Browser,
  url: string,
  opts: { hover: boolean; throttle: number; dialog: boolean },
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  const page: Page = await context.newPage()
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname
    return host === '127.0.0.1' || host === 'localhost' ? route.continue() : route.abort()
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.throttle })
  await page.addInitScript(INIT)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForFunction('window.__bench.buttonAt > 0')
  // the page settles: what a host does in idle time after load happens now
  await page.waitForTimeout(1500)
  const button = page.locator('[data-bench="button"]').last()
  if (opts.hover) {
    await button.hover()
    await page.waitForTimeout(1000)
  }
  const jsBytes = (await page.evaluate(
    `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).reduce((n, e) => n + e.encodedBodySize, 0)`,
  )) as number
  await button.click()
  // the page without a dialog: its button opens nothing (its heap and long tasks are the reference)
  if (opts.dialog) await page.waitForFunction('window.__bench.contentAt > 0', undefined, { timeout: 15_000 })
  // the heap 1 s after the click, then once the idle-time work after an open is done (3 s)
  const sinceClick = async () => (await page.evaluate('performance.now() - window.__bench.clickAt')) as number
  await page.waitForTimeout(Math.max(0, 1_000 - (await sinceClick())))
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  await page.waitForTimeout(Math.max(0, 3_000 - (await sinceClick())))
  const b = (await page.evaluate('window.__bench')) as {
    buttonAt: number
    clickAt: number
    contentAt: number
    longTasks: { start: number; duration: number }[]
  }
  await cdp.send('HeapProfiler.collectGarbage')
  const heapIdle = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  const after = b.longTasks.filter((t) => t.start >= b.clickAt && t.start < b.clickAt + LONG_TASK_WINDOW_MS)
  await context.close()
  return {
    buttonMs: b.buttonAt,
    openMs: b.contentAt - b.clickAt,
    longTasks: after.length,
    longestMs: Math.max(0, ...after.map((t) => t.duration)),
    heapMb: heap.usedSize / 1024 / 1024,
    heapIdleMb: heapIdle.usedSize / 1024 / 1024,
    jsKb: jsBytes / 1024,
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const med = (samples: Sample[], key: keyof Sample) => median(samples.map((s) => s[key]))

const outDir = fileURLToPath(new URL('../../node_modules/.cache/bench-open/', import.meta.url))
for (const r of REACTS)
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    base: `/${r.dir}/`,
    resolve: { alias: [...r.alias] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: `${outDir}${r.dir}`,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: Object.fromEntries(PAGES.map((p) => [p, `${root}${p}.html`])) },
    },
  })
const server = await preview({
  root,
  configFile: false,
  logLevel: 'error',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0 },
})
const base = server.resolvedUrls?.local[0]
if (!base) throw new Error('preview did not start')
const browser = await launchChromium()
const results: Record<string, Record<PageName, Sample[]>> = {}
const keyOf = (r: (typeof REACTS)[number], throttle: number, hover: boolean) =>
  `${r.dir} ${throttle}x ${hover ? 'hover' : 'no hover'}`
try {
  for (const throttle of [1, 4])
    for (const hover of [false, true]) {
      for (const r of REACTS) results[keyOf(r, throttle, hover)] = { baseline: [], limit: [], portico: [] }
      // the two Reacts interleaved, so a change in the machine's load falls on both alike
      for (let i = 0; i < RUNS + 1; i++)
        for (const r of REACTS)
          for (const p of PAGES) {
            if (process.env.BENCH_DEBUG)
              console.log(`${r.name} ${throttle}x${hover ? ' hover' : ''} ${p} #${i}`)
            const s = await measure(browser, `${base}${r.dir}/${p}.html`, {
              hover,
              throttle,
              dialog: p !== 'baseline',
            })
            if (i > 0) results[keyOf(r, throttle, hover)]![p].push(s) // the first round warms Chromium up
          }
    }
} finally {
  await browser.close()
  await new Promise<void>((r) => server.httpServer.close(() => r()))
}

const f = (n: number, d = 0) => n.toFixed(d)
console.log(
  `\nbench:open — median of ${RUNS}, headless Chromium, production builds (load: ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`,
)
/** the table's rows: the label, the sample's figure, its unit and digits, and whether a page ratio is shown */
const ROWS: { label: string; key: keyof Sample; unit: string; digits: number; vsPage?: boolean }[] = [
  { label: 'long tasks ≤2 s after click (count)', key: 'longTasks', unit: '', digits: 0 },
  { label: 'longest of them', key: 'longestMs', unit: 'ms', digits: 0 },
  { label: 'heap 1 s after the click', key: 'heapMb', unit: 'MB', digits: 1, vsPage: true },
  { label: 'heap 3 s after the click', key: 'heapIdleMb', unit: 'MB', digits: 1, vsPage: true },
  { label: 'JS fetched before the click', key: 'jsKb', unit: 'KB', digits: 0, vsPage: true },
]
const cell = (n: number, unit: string, digits: number, width: number) =>
  `${f(n, digits)} ${unit}`.padStart(width)
const ratio = (a: number, b: number, width: number) => (b ? `${(a / b).toFixed(2)}x` : '—').padStart(width)
for (const r of REACTS)
  for (const throttle of [1, 4]) {
    const cold = results[keyOf(r, throttle, false)]!
    const warm = results[keyOf(r, throttle, true)]!
    console.log(
      `\n${`${r.name}, CPU ${throttle}x`.padEnd(36)} page w/o Portico      limit    Portico   Portico/limit  Portico/page`,
    )
    const row = (
      label: string,
      set: Record<PageName, Sample[]>,
      key: keyof Sample,
      unit: string,
      digits: number,
      vsPage: boolean,
      withPage = true,
    ) => {
      const [b, l, p] = PAGES.map((page) => med(set[page], key)) as [number, number, number]
      console.log(
        `${label.padEnd(36)} ${withPage ? cell(b, unit, digits, 12) : '—'.padStart(12)} ${cell(l, unit, digits, 10)} ${cell(p, unit, digits, 10)} ${ratio(p, l, 14)} ${vsPage ? ratio(p, b, 13) : ''.padStart(13)}`,
      )
    }
    row('time to button', cold, 'buttonMs', 'ms', 0, true)
    // the page without a dialog opens nothing: no click → content of its own
    row('click → dialog content (no hover)', cold, 'openMs', 'ms', 0, false, false)
    row('click → dialog content (after hover)', warm, 'openMs', 'ms', 0, false, false)
    for (const x of ROWS) row(x.label, cold, x.key, x.unit, x.digits, x.vsPage ?? false)
  }
console.log(
  '\ngoals (issue 33): open ≤ 1.3x the limit at 1x and ≤ 1.5x at 4x; no long task > 50 ms within 2 s of the click; heap after open ≤ 4 MB; time to button ≤ 1.1x the page',
)
process.exit(0)
