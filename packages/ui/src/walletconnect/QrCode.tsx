/**
 * A QR code as one SVG path. The `qr` library (paulmillr's, zero dependencies) is imported when
 * the first QR renders (its own lazy chunk); its module matrix is drawn as React SVG (no
 * innerHTML). It replaced `qrcode`, whose Node CLI brought yargs and pngjs into every host.
 */
import { useEffect, useState } from 'react'

export interface QrCodeProps {
  value: string
  /** accessible name of the image */
  label: string
  /** px, default 280 */
  size?: number
  /** data-testid of the SVG (default 'wc-qr-svg') */
  testId?: string
}

export interface QrMatrix {
  size: number
  path: string
}

const loadQr = () => import('qr')

/** the dark modules of a QR matrix as an SVG path in module units */
export function matrixPath(size: number, dark: (x: number, y: number) => boolean): string {
  let d = ''
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (dark(x, y)) d += `M${x} ${y}h1v1h-1z`
  return d
}

export async function createQrMatrix(value: string): Promise<QrMatrix> {
  const { encodeQR } = await loadQr()
  // the quiet zone is the view's (its viewBox): the library's smallest border (1) is cut off
  const rows = encodeQR(value, 'raw', { ecc: 'medium', border: 1 })
  const size = rows.length - 2
  return { size, path: matrixPath(size, (x, y) => rows[y + 1]?.[x + 1] === true) }
}

export function QrCode({ value, label, size = 280, testId = 'wc-qr-svg' }: QrCodeProps) {
  const [matrix, setMatrix] = useState<{ value: string; m: QrMatrix } | null>(null)
  useEffect(() => {
    let live = true
    createQrMatrix(value).then(
      (m) => {
        if (live) setMatrix({ value, m })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [value])
  const m = matrix?.value === value ? matrix.m : null
  if (!m)
    return <div className="pt-qr pt-qr--loading" style={{ width: size, height: size }} aria-busy="true" />
  const quiet = 2
  const box = m.size + quiet * 2
  return (
    <svg
      className="pt-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={m.path} fill="#141414" />
    </svg>
  )
}
