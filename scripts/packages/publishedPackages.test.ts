import { describe, expect, it } from 'vitest'
import { publishedPackages, workspaceGlobs, workspacePackages } from './publishedPackages.js'

describe('publishedPackages', () => {
  it("issue 32: reads pnpm-workspace.yaml's folders, so a new package or an app made public is covered", () => {
    expect(
      workspaceGlobs(
        "packages:\n  - packages/*\n  - 'apps/*'\n  - tools/one # a comment\nonlyBuiltDependencies:\n  - esbuild\n",
      ),
    ).toEqual(['packages/*', 'apps/*', 'tools/one'])
    const all = workspacePackages()
    expect(all.map((p) => p.directory)).toContain('apps/lab')
    const published = publishedPackages().map((p) => p.directory)
    expect(published).toContain('packages/core')
    expect(published).not.toContain('apps/lab')
    expect(published.length).toBe(all.filter((p) => !p.manifest.private).length)
  })
})
