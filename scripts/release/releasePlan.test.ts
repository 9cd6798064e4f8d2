import { describe, expect, it } from 'vitest'
import {
  fixedGroupProblems,
  nextVersion,
  packedManifestProblems,
  parseChangeset,
  requestedBump,
  versionProblems,
} from './releasePlan.js'

const pkg = (name: string, peers: Record<string, string> = {}) => ({
  name,
  manifest: { name, version: '0.1.0', peerDependencies: peers },
})

describe('releasePlan', () => {
  it('reads a changeset’s front matter', () => {
    const c = parseChangeset(
      'a.md',
      `---\n"@portico/core": minor\n'@portico/ui': patch\n---\n\nText: not a release\n`,
    )
    expect(c.releases).toEqual({ '@portico/core': 'minor', '@portico/ui': 'patch' })
    expect(requestedBump([c], ['@portico/ui'])).toBe('patch')
    expect(requestedBump([c], ['@portico/ui', '@portico/core'])).toBe('minor')
    expect(requestedBump([c], ['@portico/react'])).toBeUndefined()
    expect([
      nextVersion('0.1.0', 'minor'),
      nextVersion('0.1.3', 'patch'),
      nextVersion('0.9.1', 'major'),
    ]).toEqual(['0.2.0', '0.1.4', '1.0.0'])
  })

  it('issue 32: core and every package that peers on it are in one fixed group, peering on 0.x', () => {
    const published = [
      pkg('@portico/core'),
      pkg('@portico/react', { '@portico/core': 'workspace:0.x', react: '>=18' }),
      pkg('@portico/server-kit'),
    ]
    expect(fixedGroupProblems({ fixed: [['@portico/core', '@portico/react']] }, published)).toEqual([])
    expect(fixedGroupProblems({ fixed: [] }, published)).toEqual([
      '@portico/core is core: add it to the fixed group of @portico/core in .changeset/config.json',
      '@portico/react peers on @portico/core: add it to the fixed group of @portico/core in .changeset/config.json',
    ])
    expect(
      fixedGroupProblems({ fixed: [['@portico/core', '@portico/react', '@portico/lab']] }, [
        published[0]!,
        pkg('@portico/react', { '@portico/core': 'workspace:*' }),
      ]),
    ).toEqual([
      'fixed group names @portico/lab, which is not a published package',
      '@portico/react peers on @portico/core with workspace:*: changesets would make every minor release a major; use workspace:0.x',
    ])
  })

  it('issue 32: changeset version moves the fixed group by exactly what its changesets ask, with a CHANGELOG entry each', () => {
    const changesets = [
      parseChangeset('a.md', '---\n"@portico/core": minor\n"@portico/api": patch\n---\nx\n'),
    ]
    const config = { fixed: [['@portico/core', '@portico/react']] }
    const log = (v: string) => `# x\n\n## ${v}\n\n- a change\n`
    const good = [
      { name: '@portico/core', before: '0.1.0', after: '0.2.0', changelog: log('0.2.0') },
      { name: '@portico/react', before: '0.1.0', after: '0.2.0', changelog: log('0.2.0') },
      { name: '@portico/api', before: '0.0.0', after: '0.0.1', changelog: log('0.0.1') },
      { name: '@portico/lab', before: '0.0.0', after: '0.0.0' },
    ]
    expect(versionProblems(good, changesets, config, [])).toEqual([])
    // the peer trap: a minor release of core made a major of the group
    const trapped = good.map((p) =>
      p.name.startsWith('@portico/core') || p.name === '@portico/react'
        ? { ...p, after: '1.0.0', changelog: log('1.0.0') }
        : p,
    )
    expect(versionProblems(trapped, changesets, config, [])).toEqual([
      '@portico/core: 0.1.0 → 1.0.0, but its changesets ask for minor (0.2.0)',
      '@portico/react: 0.1.0 → 1.0.0, but its changesets ask for minor (0.2.0)',
    ])
    const split = [
      { ...good[0]!, changelog: '# x\n' },
      { ...good[1]!, after: '0.1.1', changelog: log('0.1.1') },
    ]
    expect(versionProblems(split, changesets, config, ['b.md'])).toEqual([
      'the fixed group is at 0.2.0, 0.1.1 after changeset version: @portico/core@0.2.0, @portico/react@0.1.1',
      '@portico/react: 0.1.0 → 0.1.1, but its changesets ask for minor (0.2.0)',
      '@portico/core: CHANGELOG.md has no entry for 0.2.0',
      '.changeset/b.md was not consumed by changeset version',
    ])
  })

  it('issue 32: a packed manifest names Portico’s packages at the released versions', () => {
    const versions = new Map([
      ['@portico/core', '0.2.0'],
      ['@portico/ui', '0.2.0'],
      ['@portico/react', '0.2.0'],
    ])
    const manifest = {
      name: '@portico/react',
      version: '0.2.0',
      dependencies: { '@portico/ui': '0.2.0' },
      peerDependencies: { '@portico/core': '0.x', react: '>=18' },
    }
    expect(packedManifestProblems(manifest, versions)).toEqual([])
    expect(
      packedManifestProblems(
        {
          ...manifest,
          version: '0.1.0',
          dependencies: { '@portico/ui': '0.1.0' },
          peerDependencies: { '@portico/core': '^0.1.0' },
        },
        versions,
      ),
    ).toEqual([
      'packed as 0.1.0, released as 0.2.0',
      'depends on @portico/ui@0.1.0, released as 0.2.0',
      'peers on @portico/core@^0.1.0, which does not hold 0.2.0',
    ])
  })
})
