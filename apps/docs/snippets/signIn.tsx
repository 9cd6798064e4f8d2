import { evmAdapter } from '@portico/adapter-evm'
import { createApiSiwx, createPortico } from '@portico/core'
import { useSignIn } from '@portico/react'
import { mainnet } from 'viem/chains'

export const portico = createPortico({
  projectId: 'my-app',
  apiUrl: 'https://api.example.com',
  networks: [mainnet],
  adapters: [evmAdapter()],
  // apps/api makes the nonce, verifies the signature and keeps the session
  siwx: createApiSiwx({ apiUrl: 'https://api.example.com', statement: 'Sign in to Example' }),
})

export function SignInState() {
  const { status, signIn, signOut } = useSignIn()
  return status === 'authenticated' ? (
    <button type="button" onClick={() => signOut()}>
      Sign out
    </button>
  ) : (
    <button type="button" onClick={() => signIn()}>
      Sign in ({status})
    </button>
  )
}
