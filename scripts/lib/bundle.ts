import fs from 'node:fs'
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

import { projectRoot } from './paths'

/**
 * Node's own ES module loader wants `next/cache.js` where bundlers and tsx accept `next/cache`: a
 * package without an `exports` map is asked for its file by its full name.
 */
const extensionsForNode: Plugin = {
  name: 'extensions-for-node',
  setup(setup) {
    setup.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      // Our own sources (tsconfig's `@/` paths) and Node's modules: esbuild's own resolution.
      if (specifier.startsWith('@/') || specifier.startsWith('node:')) return undefined
      const parts = specifier.split('/')
      const nameLength = specifier.startsWith('@') ? 2 : 1
      const name = parts.slice(0, nameLength).join('/')
      const subpath = parts.slice(nameLength).join('/')
      if (!subpath || path.extname(subpath)) {
        return { path: specifier, external: true }
      }
      const manifest = path.join(projectRoot, 'node_modules', name, 'package.json')
      const hasExports =
        !fs.existsSync(manifest) || 'exports' in JSON.parse(fs.readFileSync(manifest, 'utf8'))
      return { path: hasExports ? specifier : `${specifier}.js`, external: true }
    })
  },
}

/**
 * One of our entry scripts as one ES module for plain `node`: our sources bundled, every package
 * imported from node_modules. Long-running processes (the standalone server, the worker) run so,
 * with no TypeScript loader in production.
 */
export async function bundleEntry(entry: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [path.join(projectRoot, entry)],
    outfile,
    bundle: true,
    packages: 'external',
    plugins: [extensionsForNode],
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Next's tsconfig keeps JSX for Next's compiler; the worker renders e-mails with React.
    jsx: 'automatic',
    logLevel: 'warning',
  })
  return outfile
}

/** The job worker (scripts/worker.ts), bundled beside the build: `node .next/worker/worker.mjs`. */
export const bundleWorker = () =>
  bundleEntry('scripts/worker.ts', path.join(projectRoot, '.next', 'worker', 'worker.mjs'))
