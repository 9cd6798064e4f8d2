import { afterAll, describe, expect, it } from 'vitest'

// A server (Node, SSR) imports the entries with no browser: what they touch at import is trapped.
const TRAPPED = ['window', 'document', 'customElements', 'HTMLElement', 'localStorage', 'fetch'] as const
const saved = TRAPPED.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
for (const name of TRAPPED)
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      throw new Error(`${name} touched at import`)
    },
  })
afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else delete (globalThis as Record<string, unknown>)[name]
  }
})

describe('@portico/html on a server', () => {
  it('the main entry imports without touching window, document, customElements or HTMLElement', async () => {
    const main = await import('./index.js')
    expect(main.mountPortico).toBeTypeOf('function')
  })

  it('the define entry imports there too: without custom elements (as in Node) it registers nothing', async () => {
    // it asks whether HTMLElement and customElements exist (they do not in Node), nothing more
    for (const name of ['customElements', 'HTMLElement'])
      Object.defineProperty(globalThis, name, { configurable: true, value: undefined })
    await import('./define.js')
    const { definePorticoElements } = await import('./index.js')
    expect(definePorticoElements()).toEqual([])
  })
})
