/**
 * `TxRaw` protobuf encoding (fields 1 body_bytes, 2 auth_info_bytes, 3 repeated signatures, all
 * length-delimited). Written here because `cosmjs-types` (which has `TxRaw.encode`) is not a
 * direct dependency of this package and the format is three fields.
 */
export function encodeTxRaw(tx: {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  signatures: Uint8Array[]
}) {
  const parts: number[] = []
  const field = (no: number, bytes: Uint8Array) => {
    parts.push((no << 3) | 2)
    let len = bytes.length
    while (len > 0x7f) {
      parts.push((len & 0x7f) | 0x80)
      len >>>= 7
    }
    parts.push(len)
    for (const b of bytes) parts.push(b)
  }
  field(1, tx.bodyBytes)
  field(2, tx.authInfoBytes)
  for (const s of tx.signatures) field(3, s)
  return Uint8Array.from(parts)
}
