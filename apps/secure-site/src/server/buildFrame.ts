/**
 * Builds the frame page (src/frame, with apps/secure-site/vite.config.ts) into `outDir`: the lab
 * and the tests call it before they start the secure site, so `npm run lab` and `npm test` need no
 * separate build step. Vite is loaded only here (the server itself does not need it).
 */
import { fileURLToPath } from 'node:url'
import { DEFAULT_FRAME_DIR } from './config/secureSiteConfig.js'

const pkgRoot = fileURLToPath(new URL('../..', import.meta.url))

export async function buildFrame(outDir: string = DEFAULT_FRAME_DIR): Promise<string> {
  const { build } = await import('vite')
  // Vite sets NODE_ENV=production for the whole process when it was unset: a caller that then
  // runs `npm install` (the host test) would silently skip devDependencies
  const nodeEnv = process.env.NODE_ENV
  try {
    await build({
      configFile: `${pkgRoot}vite.config.ts`,
      root: `${pkgRoot}src/frame`,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return outDir
}
