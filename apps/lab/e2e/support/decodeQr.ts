/**
 * Reads a QR code the way a phone camera would: a PNG screenshot of the element, its pixels
 * (pngjs), decoded by `qr` (paulmillr's reader, zero dependencies). The text is what a wallet
 * scanning the screen would get.
 */

import type { Locator } from 'playwright-core'
import { PNG } from 'pngjs'
import decodeQR from 'qr/decode.js'

export async function decodeQrScreenshot(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot())
  return decodeQR({ width: png.width, height: png.height, data: png.data })
}
