/**
 * The README's code cannot rot: every ```tsx block is type-checked against the workspace
 * packages, and a block that exports `App` is rendered (happy-dom) and must show the buttons.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { act, render, screen } from '@testing-library/react'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(process.cwd())
const dir = join(root, 'scripts', '.readme-examples')
const blocks = [...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/```tsx\n([\s\S]*?)```/g)].map(
  (m) => m[1]!,
)

rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
const files = blocks.map((code, i) => {
  const file = join(dir, `example${i + 1}.tsx`)
  writeFileSync(file, code)
  return file
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('README examples', () => {
  it('there are examples to check', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2)
  })

  it("the quick start is the docs site's sample, word for word (apps/docs/snippets/quickStart.tsx)", () => {
    const sample = readFileSync(join(root, 'apps', 'docs', 'snippets', 'quickStart.tsx'), 'utf8')
    expect(blocks).toContain(sample)
  })

  it('every example type-checks against the packages (strict, as a host compiles them)', () => {
    const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config
    const { options } = ts.convertCompilerOptionsFromJson(base.compilerOptions, root)
    const program = ts.createProgram(files, { ...options, noEmit: true, types: [] })
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.includes(resolve(d.file.fileName)))
      .map((d) => `${d.file?.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
    expect(problems).toEqual([])
  }, 60_000)

  // the quick start's module graph (core, react, adapter-evm, walletconnect) is compiled on import:
  // seconds on a busy machine, so it is loaded in a hook (a hang's limit) and not inside the 5 s
  // of the test that renders it (which once timed out on the import alone)
  let App: (() => JSX.Element) | undefined
  beforeAll(async () => {
    const file = files.find((_, i) => /export function App/.test(blocks[i]!))
    if (file) ({ App } = (await import(/* @vite-ignore */ file)) as { App: () => JSX.Element })
  })

  it('the quick-start App renders: network and connect buttons, disconnected', async () => {
    expect(App).toBeDefined()
    const Quick = App!
    await act(async () => {
      render(<Quick />)
    })
    expect(screen.getByTestId('connect-button').className).toContain('my-connect')
    expect(screen.getByTestId('network-button').textContent).toContain('Ethereum')
    expect(screen.getByTestId('address').textContent).toBe('disconnected')
  })
})
