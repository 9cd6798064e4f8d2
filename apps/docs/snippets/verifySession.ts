// in the host's own backend (Node, Deno, Bun, a worker): jose only
import { verifyPorticoSession } from '@portico/session-verifier'

export async function whoIs(authorization: string) {
  const token = authorization.replace(/^Bearer /, '')
  const session = await verifyPorticoSession(
    token,
    { jwksUrl: 'https://api.example.com/auth/v1/jwks' },
    { audience: 'shop.example.com' },
  )
  return session.account // CAIP-10, e.g. eip155:1:0x…
}
