/**
 * What the API client tests share (`apiClients*.test.ts`): the clients' common options, a JSON
 * answer, a balance row, and a fetch that records its calls and answers from a handler.
 */
import type { FetchFn } from './apiFetch.js'

export const common = {
  baseUrl: 'http://127.0.0.1:1',
  projectId: 'p1',
  sdkType: 'appkit',
  sdkVersion: 'portico-1',
}
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
export const balance = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

export function mockFetch(handler: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const calls: { url: URL; init?: RequestInit }[] = []
  const fetch: FetchFn = async (input, init) => {
    const url = new URL(input)
    calls.push({ url, init })
    return handler(url, init)
  }
  return { fetch, calls }
}
