/** AES-256-GCM with node:crypto: a fresh 12-byte IV per message, the 16-byte tag after the text. */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

export function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()])
}

/** throws when the key, the AAD or a single bit of the box is wrong */
export function open(key: Buffer, box: Buffer, aad: string): Buffer {
  if (box.length < 28) throw new Error('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, 12))
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(box.subarray(box.length - 16))
  return Buffer.concat([decipher.update(box.subarray(12, box.length - 16)), decipher.final()])
}
