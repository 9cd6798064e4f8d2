/**
 * What every local part started as a child process needs (anvil, alto): the tail of its output
 * for error messages (and, unless silent, its lines on our stdout with a prefix), whether and how
 * it exited, a synchronous kill for exit hooks, and a stop that escalates to SIGKILL.
 */
import type { ChildProcess } from 'node:child_process'

const OUTPUT_TAIL_CHARS = 8_000
const STOP_GRACE_MS = 3_000

export interface SupervisedChild {
  /** The last few KB of its stdout + stderr. */
  output(): string
  hasExited(): boolean
  /** how it ended (`code 1`, `signal SIGTERM`, a spawn error), plus the spawn error's message */
  exitDescription(): string
  /** Sends SIGTERM synchronously (safe inside a process 'exit' handler). */
  killNow(): void
  /** SIGTERM, then SIGKILL if it has not exited after a grace period. */
  stop(): Promise<void>
}

export function superviseChild(
  child: ChildProcess,
  opts: { prefix: string; silent: boolean },
): SupervisedChild {
  let tail = ''
  let exitInfo: string | undefined
  let spawnError: Error | undefined
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = signal ? `signal ${signal}` : `code ${code}`
      resolve()
    })
    child.once('error', (error) => {
      spawnError = error
      exitInfo ??= `spawn error: ${error.message}`
      resolve()
    })
  })
  const collect = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    tail = (tail + text).slice(-OUTPUT_TAIL_CHARS)
    if (!opts.silent) sink.write(text.replace(/^(?=.)/gm, opts.prefix))
  }
  child.stdout?.on('data', collect(process.stdout))
  child.stderr?.on('data', collect(process.stderr))
  const hasExited = () => exitInfo !== undefined

  return {
    output: () => tail,
    hasExited,
    exitDescription: () => `${exitInfo ?? 'running'}${spawnError ? `. ${spawnError.message}` : ''}`,
    killNow() {
      if (!hasExited()) child.kill('SIGTERM')
    },
    async stop() {
      if (hasExited()) return
      child.kill('SIGTERM')
      let timer: NodeJS.Timeout | undefined
      const grace = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), STOP_GRACE_MS)
      })
      const result = await Promise.race([exited, grace])
      clearTimeout(timer)
      if (result === 'timeout') {
        child.kill('SIGKILL')
        await exited
      }
    },
  }
}
