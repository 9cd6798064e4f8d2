/**
 * The seed split 2-of-3 with `shamir-secret-sharing` (audited, zero-dependency): the device
 * share, the auth share (server) and the recovery share (server, encrypted by the recovery code).
 * Any two give the seed back; one alone says nothing about it.
 */
import { combine, split } from 'shamir-secret-sharing'

export interface SeedShares {
  device: Uint8Array<ArrayBuffer>
  auth: Uint8Array<ArrayBuffer>
  recovery: Uint8Array<ArrayBuffer>
}

export function newSeed(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(32))
}

export async function splitSeed(seed: Uint8Array<ArrayBuffer>): Promise<SeedShares> {
  const [device, auth, recovery] = (await split(seed, 3, 2)) as Uint8Array<ArrayBuffer>[]
  if (!device || !auth || !recovery) throw new Error('split gave fewer than 3 shares')
  return { device, auth, recovery }
}

export async function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return (await combine([a, b])) as Uint8Array<ArrayBuffer>
}
