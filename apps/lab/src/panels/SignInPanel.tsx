import { useSignIn } from '@portico/react'
import { useEffect, useState } from 'react'
import { Panel, Row } from './Panel.js'

/**
 * Sign in with X as a host sees it: `useSignIn()`'s state, sign in / out on demand, and what
 * apps/api says about the session (`GET /auth/v1/me` with the token createApiSiwx keeps).
 */
export function SignInPanel({ apiUrl }: { apiUrl: string }) {
  const signIn = useSignIn()
  const [me, setMe] = useState('—')
  useEffect(() => {
    let alive = true
    const raw = localStorage.getItem(`portico:siwx:${apiUrl.replace(/\/+$/, '')}`)
    const list = (raw ? JSON.parse(raw) : []) as {
      token: string
      session: { data: { accountAddress: string } }
    }[]
    const mine = list.find(
      (e) => e.session.data.accountAddress.toLowerCase() === signIn.caipAddress?.split(':')[2]?.toLowerCase(),
    )
    if (!mine || signIn.status !== 'authenticated') {
      setMe('—')
      return
    }
    fetch(`${apiUrl}/auth/v1/me`, { headers: { authorization: `Bearer ${mine.token}` } })
      .then(async (r) => (r.ok ? ((await r.json()) as { session: { accountAddress: string } }) : undefined))
      .then((body) => alive && setMe(body ? body.session.accountAddress : 'signed out'))
      .catch(() => alive && setMe('unreachable'))
    return () => {
      alive = false
    }
  }, [apiUrl, signIn.status, signIn.caipAddress])
  return (
    <Panel title="Sign in with X" testId="panel-siwx">
      <Row
        label="Enabled"
        value={signIn.enabled ? (signIn.required ? 'required' : 'yes') : 'no'}
        testId="lab-siwx-enabled"
      />
      <Row label="Status" value={signIn.status} testId="lab-siwx-status" />
      <Row label="Server (/auth/v1/me)" value={me} testId="lab-siwx-me" />
      <div className="actions">
        <button type="button" data-testid="lab-siwx-sign-in" onClick={() => void signIn.signIn()}>
          Sign in
        </button>
        <button type="button" data-testid="lab-siwx-sign-out" onClick={() => void signIn.signOut()}>
          Sign out
        </button>
      </div>
    </Panel>
  )
}
