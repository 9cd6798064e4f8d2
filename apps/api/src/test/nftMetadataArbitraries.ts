/**
 * fast-check arbitraries for hostile NFT metadata (`createNftMetadata.fuzz.test.ts`): a document
 * as bytes (JSON with hostile texts, in UTF-8 or not, with a NUL spliced in, cut short, random
 * bytes, JSON that is not an object, deep nesting) and the way it reaches the server (a data: URI
 * in base64, percent-encoded or raw, or an HTTP answer with any content coding, declared or not,
 * and compression bombs).
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { char, jsonValue, text } from './fuzzArbitraries.js'

/** a 1×1 PNG */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** an HTTP answer the local metadata host gives */
export interface HostileAnswer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

const hostileText = fc.oneof(text(40), fc.string({ unit: char, maxLength: 40 }), jsonValue(2))

/** what a document's `image` names */
const imageRef = (imageUrl: string) =>
  fc.oneof(
    fc.constant(`data:image/png;base64,${PNG_1X1.toString('base64')}`),
    fc.constant('data:text/html,<b>x</b>'),
    fc.constant('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'),
    fc.constant(imageUrl),
    hostileText,
  )

const document = (imageUrl: string) =>
  fc.record(
    { name: hostileText, description: hostileText, image: imageRef(imageUrl), image_url: imageRef(imageUrl) },
    { requiredKeys: [] },
  )

const splice = (b: Buffer, at: number, insert: Buffer) =>
  Buffer.concat([b.subarray(0, at % (b.length + 1)), insert, b.subarray(at % (b.length + 1))])

/** a metadata document as bytes, mostly almost right */
export const documentBytes = (imageUrl: string): fc.Arbitrary<Buffer> => {
  const json = document(imageUrl).map((d) => Buffer.from(JSON.stringify(d)))
  return fc.oneof(
    { weight: 3, arbitrary: json },
    { weight: 1, arbitrary: json.map((b) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b])) },
    { weight: 1, arbitrary: document(imageUrl).map((d) => Buffer.from(JSON.stringify(d), 'utf16le')) },
    { weight: 1, arbitrary: document(imageUrl).map((d) => Buffer.from(JSON.stringify(d), 'latin1')) },
    { weight: 2, arbitrary: fc.tuple(json, fc.nat()).map(([b, at]) => splice(b, at, Buffer.from([0]))) },
    { weight: 1, arbitrary: fc.tuple(json, fc.nat()).map(([b, at]) => b.subarray(0, at % (b.length + 1))) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((u) => Buffer.from(u)) },
    { weight: 1, arbitrary: jsonValue(3).map((v) => Buffer.from(JSON.stringify(v) ?? 'undefined')) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 1500 })
        .map((n) => Buffer.from(`${'['.repeat(n)}${']'.repeat(n)}`)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(Buffer.from('\0'), Buffer.from(''), Buffer.from('{"name":"\0"}')),
    },
  )
}

const CODINGS: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => gzipSync(b),
  'x-gzip': (b) => gzipSync(b),
  deflate: (b) => deflateSync(b),
  br: (b) => brotliCompressSync(b),
  identity: (b) => b,
}

/**
 * an HTTP answer carrying `body`: encoded with a coding, declared as that one, another one or
 * none; sometimes not 200; sometimes a compression bomb
 */
export const answer = (body: fc.Arbitrary<Buffer>): fc.Arbitrary<HostileAnswer> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record({
          body,
          applied: fc.constantFrom(...Object.keys(CODINGS)),
          declared: fc.oneof(
            { weight: 4, arbitrary: fc.constant('same') },
            {
              weight: 2,
              arbitrary: fc.constantFrom(
                '',
                'gzip',
                'deflate',
                'br',
                'zstd',
                'compress',
                'gzip, br',
                'GZIP',
                ' br ',
              ),
            },
            { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }) },
          ),
          contentType: fc.constantFrom(
            'application/json',
            'application/json; charset=utf-16',
            'text/plain',
            'image/png',
            'image/svg+xml',
            'text/html',
            '',
          ),
        })
        .map(({ body: b, applied, declared, contentType }) => {
          const headers: Record<string, string> = {}
          const coding = declared === 'same' ? applied : declared
          if (coding) headers['content-encoding'] = coding
          if (contentType) headers['content-type'] = contentType
          return { status: 200, headers, body: CODINGS[applied]!(b) }
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          size: fc.integer({ min: 1, max: 2_000_000 }),
          coding: fc.constantFrom('gzip', 'deflate', 'br'),
        })
        .map(({ size, coding }) => ({
          status: 200,
          headers: { 'content-encoding': coding },
          body: CODINGS[coding]!(Buffer.alloc(size, 0x20)),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ status: fc.constantFrom(204, 301, 302, 404, 500, 503), body })
        .map(({ status, body: b }) => ({ status, headers: {}, body: b })),
    },
  )

/** a data: URI carrying `body` (short enough to be stored in a contract) */
export const dataUri = (body: Buffer): fc.Arbitrary<string> =>
  fc.constantFrom(
    `data:application/json;base64,${body.toString('base64')}`,
    `data:application/json,${[...body].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`,
    `data:application/json,${body.toString('latin1')}`,
    `data:;base64,${body.toString('base64')}`,
  )
