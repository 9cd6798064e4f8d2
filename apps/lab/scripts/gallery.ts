/**
 * The gallery, for people: every view of the dialog × light/dark × English/Japanese/Arabic,
 * screenshotted in Chromium from the built lab (every local part started here, free ports), into
 * one folder with an index page, so anyone can review how Portico looks without running it.
 *
 *   pnpm gallery            → test-results/gallery/index.html
 *   GALLERY_DIR=/some/dir pnpm gallery
 */
import { spawnSync } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { tourDialog, tourUnsupported } from '../e2e/support/dialogTour.js'
import { LabPage } from '../e2e/support/LabPage.js'
import { launchChromium } from '../e2e/support/launchChromium.js'
import { startBuiltLab } from './startBuiltLab.js'

const OUT = resolve(process.env.GALLERY_DIR ?? 'test-results/gallery')
const THEMES = ['light', 'dark'] as const
const LOCALES = [
  ['en', 'English'],
  ['ja', '日本語'],
  ['ar', 'العربية'],
] as const

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

// Japanese needs a CJK font, which a fresh Debian lacks (the page would show empty boxes)
if (!spawnSync('fc-list', [':lang=ja'], { encoding: 'utf8' }).stdout?.trim()) {
  if (process.getuid?.() === 0) {
    console.log('gallery: installing a CJK font (fonts-noto-cjk) with apt-get, once…')
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } else
    console.warn('gallery: no CJK font: Japanese will show as boxes (sudo apt-get install -y fonts-noto-cjk)')
}

await rm(OUT, { recursive: true, force: true })
await mkdir(OUT, { recursive: true })
const lab = await startBuiltLab()
const browser = await launchChromium()
const shots = new Map<string, Map<string, string>>() // view → column → file
const started = Date.now()
try {
  for (const theme of THEMES)
    for (const [locale] of LOCALES) {
      const column = `${theme}-${locale}`
      const shoot = (page: LabPage) => async (view: string) => {
        const file = `${view}-${column}.png`
        await page.page
          .locator('[data-portico-root] .pt-card')
          .screenshot({ path: join(OUT, file), animations: 'disabled' })
        if (!shots.has(view)) shots.set(view, new Map())
        shots.get(view)!.set(column, file)
      }
      for (const [config, tour] of [
        ['default', tourDialog],
        ['unsupported', tourUnsupported],
      ] as const) {
        const context = await browser.newContext({
          viewport: { width: 560, height: 820 },
          deviceScaleFactor: 2,
        })
        const page = await LabPage.open(
          browser,
          lab.url,
          `${config}&theme=${theme}&locale=${locale}`,
          context,
        )
        try {
          await tour(page, shoot(page))
        } finally {
          await page.close()
        }
      }
      console.log(`gallery: ${column} done`)
    }
} finally {
  await browser.close()
  await lab.stop()
}

const columns = THEMES.flatMap((t) => LOCALES.map(([l, name]) => [`${t}-${l}`, `${t} · ${name}`] as const))
const rows = [...shots].map(
  ([view, files]) => `<section>
  <h2>${escapeHtml(view)}</h2>
  <div class="row">${columns
    .map(([column, label]) => {
      const file = files.get(column)
      return `<figure>${file ? `<a href="${file}"><img src="${file}" alt="${escapeHtml(`${view}, ${label}`)}" loading="lazy"></a>` : '<p>missing</p>'}<figcaption>${escapeHtml(label)}</figcaption></figure>`
    })
    .join('')}</div>
</section>`,
)
await writeFile(
  join(OUT, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portico gallery</title>
<style>
body { margin: 24px; font: 14px system-ui, sans-serif; background: #f6f7fb; color: #0f172a; }
h1 { font-size: 20px; } h2 { font-size: 15px; margin: 28px 0 8px; }
.row { display: flex; gap: 16px; overflow-x: auto; padding-bottom: 8px; }
figure { margin: 0; flex: none; } img { width: 240px; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.12); display: block; }
figcaption { margin-top: 6px; color: #64748b; font-size: 12px; }
</style></head><body>
<h1>Portico gallery</h1>
<p>Every view of the dialog in light and dark, in English, Japanese and Arabic (right to left), taken from the built lab on ${escapeHtml(new Date().toISOString())}. ${shots.size} views × ${columns.length} variants. Click a picture for full size.</p>
${rows.join('\n')}
</body></html>
`,
)
console.log(
  `gallery: ${[...shots.values()].reduce((n, m) => n + m.size, 0)} screenshots in ${Math.round((Date.now() - started) / 1000)} s → ${join(OUT, 'index.html')}`,
)
