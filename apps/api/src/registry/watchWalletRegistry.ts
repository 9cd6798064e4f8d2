/**
 * The registry the server answers from: loaded once at start, reloaded when its file changes.
 * `node:fs` watch on the file's directory, not on the file, so a file replaced by a rename (what
 * editors and deploy tools do) keeps being seen. Events are debounced; a file whose content did not
 * change is not parsed again; a file that does not parse or validate leaves the current registry in
 * place and is reported through `onError`. No library: a chokidar-like watcher would add
 * polling and globbing this one file does not need.
 */
import { type FSWatcher, readFileSync, watch } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createWalletRegistry, parseWallets, type WalletRegistry } from './walletRegistry.js'

export interface WalletRegistrySource {
  current(): WalletRegistry
  /** reads the file again now; true when the registry changed */
  reload(): Promise<boolean>
  close(): void
}

export interface WatchOptions {
  onReload?(registry: WalletRegistry): void
  onError?(error: unknown): void
  /** quiet time after the last change event before the file is read (a write may come in parts) */
  debounceMs?: number
}

export function watchWalletRegistry(file: string | URL, opts: WatchOptions = {}): WalletRegistrySource {
  const path = typeof file === 'string' ? file : fileURLToPath(file)
  let text = readFileSync(path, 'utf8')
  let registry = createWalletRegistry(parseWallets(JSON.parse(text)))

  async function read(): Promise<boolean> {
    const next = await readFile(path, 'utf8')
    if (next === text) return false
    const wallets = parseWallets(JSON.parse(next))
    text = next
    registry = createWalletRegistry(wallets)
    opts.onReload?.(registry)
    return true
  }
  // one read at a time, in order
  let queue: Promise<boolean> = Promise.resolve(false)
  const reload = () => {
    queue = queue.then(read, read)
    return queue
  }

  let timer: NodeJS.Timeout | undefined
  let watcher: FSWatcher | undefined
  try {
    watcher = watch(dirname(path), { persistent: false }, (_event, name) => {
      if (name !== null && name !== basename(path)) return
      clearTimeout(timer)
      timer = setTimeout(() => reload().catch((e: unknown) => opts.onError?.(e)), opts.debounceMs ?? 50)
      timer.unref()
    })
    watcher.on('error', (e) => opts.onError?.(e))
  } catch (e) {
    // no watching (e.g. no inotify instances left): the registry stays as loaded
    opts.onError?.(e)
  }

  return {
    current: () => registry,
    reload,
    close() {
      clearTimeout(timer)
      watcher?.close()
    },
  }
}
