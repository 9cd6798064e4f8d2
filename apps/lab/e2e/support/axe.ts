/**
 * axe-core in the lab page, over the dialog only (its shadow root): WCAG 2.x A and AA rules plus
 * axe's best practices. Returns the violations, each with the markup of the nodes it found.
 */
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource: string = createRequire(import.meta.url)('axe-core').source

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: string[]
}

export async function axeDialog(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: never[] }> } }
    ).axe
    const result = await axe.run(
      { include: [{ fromShadowDom: ['[data-portico-root]', '.pt-root'] }] },
      {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        resultTypes: ['violations'],
      },
    )
    return result.violations.map(
      (v: {
        id: string
        impact: string | null
        help: string
        nodes: { html: string; failureSummary?: string }[]
      }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`.slice(0, 400)),
      }),
    )
  })
}
