import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { installFootprint, type NpmLockfile, reachable, resolveInstalled } from './installFootprint.js'

// a host with react; Portico's core depends on zod and (nested) an older viem, peers on react;
// walletconnect adds the SDK; a platform package the lockfile lists is not on this disk
const lock: NpmLockfile = {
  packages: {
    '': {
      dependencies: { react: '^19', '@portico/core': 'file:a.tgz', '@portico/walletconnect': 'file:b.tgz' },
    },
    'node_modules/react': { version: '19.0.0' },
    'node_modules/@portico/core': {
      dependencies: { zod: '^4', viem: '^1' },
      peerDependencies: { react: '*' },
    },
    'node_modules/@portico/core/node_modules/viem': { version: '1.0.0' },
    'node_modules/@portico/walletconnect': {
      dependencies: { '@walletconnect/universal-provider': '~2' },
      peerDependencies: { '@portico/core': '0.x' },
    },
    'node_modules/@walletconnect/universal-provider': {
      optionalDependencies: { 'sdk-linux': '1', 'sdk-darwin': '1' },
    },
    'node_modules/sdk-linux': {},
    'node_modules/sdk-darwin': {},
    'node_modules/zod': {},
  },
}

describe('installFootprint', () => {
  it('resolves as Node does: nested first, then each enclosing node_modules', () => {
    expect(resolveInstalled(lock, 'node_modules/@portico/core', 'viem')).toBe(
      'node_modules/@portico/core/node_modules/viem',
    )
    expect(resolveInstalled(lock, 'node_modules/@portico/core', 'zod')).toBe('node_modules/zod')
    expect(resolveInstalled(lock, 'node_modules/@portico/core', 'missing')).toBeUndefined()
    expect([...reachable(lock, ['@portico/core'])].sort()).toEqual([
      'node_modules/@portico/core',
      'node_modules/@portico/core/node_modules/viem',
      'node_modules/react',
      'node_modules/zod',
    ])
  })

  it("issue 32: counts what the roots add to the host's own packages, with their files' size (on disk only)", () => {
    const host = mkdtempSync(join(tmpdir(), 'footprint-'))
    writeFileSync(join(host, 'package-lock.json'), JSON.stringify(lock))
    for (const [path, bytes] of [
      ['node_modules/react', 100],
      ['node_modules/@portico/core', 10],
      ['node_modules/@portico/core/node_modules/viem', 20],
      ['node_modules/@portico/walletconnect', 5],
      ['node_modules/@walletconnect/universal-provider', 1000],
      ['node_modules/sdk-linux', 7],
      ['node_modules/zod', 30],
    ] as const) {
      mkdirSync(join(host, path, 'dist'), { recursive: true })
      writeFileSync(join(host, path, 'dist/index.js'), 'x'.repeat(bytes))
    }
    const browserOnly = installFootprint(host, ['@portico/core'], ['react'])
    expect(browserOnly.packages).toEqual([
      'node_modules/@portico/core',
      'node_modules/@portico/core/node_modules/viem',
      'node_modules/zod',
    ])
    // each package's own files: the nested viem counts once, under itself
    expect(browserOnly.bytes).toBe(60)
    const withWalletConnect = installFootprint(host, ['@portico/core', '@portico/walletconnect'], ['react'])
    expect(withWalletConnect.packages).toHaveLength(6)
    expect(withWalletConnect.packages).not.toContain('node_modules/sdk-darwin')
    expect(withWalletConnect.bytes).toBe(60 + 5 + 1000 + 7)
  })
})
