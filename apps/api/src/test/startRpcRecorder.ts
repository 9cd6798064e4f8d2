/** A JSON-RPC relay in front of anvil that records every method reaching the node (tests only). */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RpcRecorder {
  url: string
  methods: string[]
  /** forward to another node from now on (a restarted node behind the same URL) */
  retarget(url: string): void
  close(): Promise<void>
}

export async function startRpcRecorder(initialTarget: string): Promise<RpcRecorder> {
  let target = initialTarget
  const methods: string[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString()
      try {
        const parsed = JSON.parse(body) as { method: string } | { method: string }[]
        for (const m of Array.isArray(parsed) ? parsed : [parsed]) methods.push(m.method)
      } catch {
        methods.push('(unparsable)')
      }
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(await answer.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    retarget: (url) => {
      target = url
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
