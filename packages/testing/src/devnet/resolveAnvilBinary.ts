/**
 * Finds the anvil executable shipped by `@foundry-rs/anvil`. We prefer the platform package's
 * native binary (one process per chain, signals reach anvil directly) and fall back to the
 * package's `bin.mjs` wrapper run with the current Node when the platform package is missing.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface AnvilCommand {
  command: string
  /** Arguments that go before anvil's own arguments (the wrapper script, if any). */
  prefixArgs: string[]
}

const PLATFORM_ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

export function resolveAnvilBinary(): AnvilCommand {
  const require = createRequire(import.meta.url)
  const anvilPackageJson = require.resolve('@foundry-rs/anvil/package.json')
  const arch = PLATFORM_ARCH[process.arch]
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  if (arch) {
    try {
      // The platform package is an optional dependency of @foundry-rs/anvil, so resolve it from there.
      const fromAnvil = createRequire(anvilPackageJson)
      const platformPackageJson = fromAnvil.resolve(
        `@foundry-rs/anvil-${process.platform}-${arch}/package.json`,
      )
      const binary = join(dirname(platformPackageJson), 'bin', exe)
      if (existsSync(binary)) return { command: binary, prefixArgs: [] }
    } catch {
      // fall through to the wrapper script
    }
  }
  const wrapper = join(dirname(anvilPackageJson), 'bin.mjs')
  if (!existsSync(wrapper))
    throw new Error(`anvil not found: neither a platform binary nor ${wrapper} exists`)
  return { command: process.execPath, prefixArgs: [wrapper] }
}
