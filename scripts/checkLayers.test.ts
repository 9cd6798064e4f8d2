import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain .mjs script without types
import { checkCoreEngine, checkFile } from './check-layers.mjs'

const files = (entries: Record<string, string>) => new Map(Object.entries(entries))

describe('pnpm layers: core engine (issue 29 "Core plug-in points")', () => {
  it('issue 29: the engine importing a feature at run time, more than 4 back-up imports, or a cycle fail', () => {
    const { problems } = checkCoreEngine(
      files({
        'connection/embeddedDriver.ts': "import { emailFlow } from '../features/email/emailFlow.js'",
        'features/email/emailFlow.ts': "import type { X } from '../../connection/embeddedDriver.js'",
        'router/views.ts': [1, 2, 3, 4]
          .map((n) => `import type { A${n} } from '../features/f${n}.js'`)
          .join('\n'),
        'features/f1.ts': '',
        'features/f2.ts': '',
        'features/f3.ts': '',
        'features/f4.ts': '',
        'errors/PorticoError.ts': "import type { ErrorCode } from './errorCatalogue.js'",
        'errors/errorCatalogue.ts': "import { PorticoError } from './PorticoError.js'",
      }),
    )
    expect(problems).toEqual([
      'packages/core/src/connection/embeddedDriver.ts: imports features/email/emailFlow.ts (a feature) at run time',
      expect.stringMatching(/^core: 5 imports run back up into features\/ \(at most 4\)/),
      'core: import cycle between connection/embeddedDriver.ts, features/email/emailFlow.ts',
      'core: import cycle between errors/PorticoError.ts, errors/errorCatalogue.ts',
    ])
  })

  it('issue 29: the assembly points (createPortico.ts, exports/, a feature itself) may import features; lazy imports count in cycles', () => {
    expect(
      checkCoreEngine(
        files({
          'createPortico.ts': "import { CORE_FEATURES } from './features/coreFeatures.js'",
          'exports/index.ts': "export { signIn } from '../features/siwx/signIn.js'",
          'features/coreFeatures.ts': "import type { CoreFeature } from '../portico/CoreFeature.js'",
          'features/siwx/signIn.ts': '',
          'portico/CoreFeature.ts': '',
        }),
      ),
    ).toEqual({ problems: [], backUp: 0 })
    expect(
      checkCoreEngine(
        files({
          'a.ts': "const m = () => import('./b.js')",
          'b.ts': "import { a } from './a.js'",
        }),
      ).problems,
    ).toEqual(['core: import cycle between a.ts, b.ts'])
  })
})

describe('pnpm layers: @portico/html (issue 32)', () => {
  it('issue 32: html builds on react and core only, never on ui or an adapter', () => {
    expect(checkFile('html', 'x.ts', "import { ConnectButton } from '@portico/react'")).toEqual([])
    expect(checkFile('html', 'x.ts', "import { isChainNamespace } from '@portico/core'")).toEqual([])
    expect(checkFile('html', 'x.ts', "import { ConnectButtonView } from '@portico/ui'")).toHaveLength(1)
    expect(checkFile('html', 'x.ts', "import { evmAdapter } from '@portico/adapter-evm'")).toHaveLength(1)
  })
})
