import { fileURLToPath } from 'node:url'
import { measureBuild } from './measureBuild.js'
const root = fileURLToPath(new URL('.', import.meta.url))
const base = await measureBuild('portico-only', `${root}fixtures/porticoOnly.tsx`, root)
for (const name of process.argv.slice(2)) {
  const f = await measureBuild(name, `${root}fixtures/${name}.tsx`, root)
  console.log(name, f.initialGzip - base.initialGzip)
}
