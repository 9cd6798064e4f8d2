'use client'

import { useAccount } from '@portico/react'

export function Account() {
  const { status, address } = useAccount()
  return <p data-testid="example-account">{address ? `${status} ${address}` : status}</p>
}
