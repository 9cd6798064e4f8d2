import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url (43 characters): session tokens, device-link tokens */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url')

/** SHA-256, hex: how tokens are stored */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex')
