/**
 * Which of our client modules brings each JavaScript chunk into a page, read from the client
 * reference manifests Next writes beside every route (chunk names are hashes; this names them).
 * A module's chunk list includes its dependencies' chunks, so a chunk is credited to the first
 * module of a route that needs it, Next's own read before ours: the one that brought it in,
 * whatever order the manifest lists them in. Next's own are the client modules its floor route
 * (app/(framework-floor), nothing of ours) names; a client module of Next's that our code imports
 * (next/link, next/dynamic) is ours: Turbopack merges it into chunks with our modules, and counted
 * as Next's it took 5.6 KB gz of ours with it (issue 39).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const NEXT = 'next'
/** The route with Next alone, whose client modules are Next's own (layout router, boundaries…). */
const FLOOR_ROUTE = `${path.sep}(framework-floor)${path.sep}`

type Manifest = { clientModules: Record<string, { chunks: string[] }> }

const NODE_MODULES = '[project]/node_modules/'

/**
 * A client module's name: `src/…` for ours, the package's path for a library's (`next/dist/…`,
 * Next's ESM and CommonJS builds of a module as one), without Turbopack's suffixes.
 */
const moduleName = (id: string) =>
  id
    .replace(/^\[project\]\/(node_modules\/)?/, '')
    .replace(/ .*$/, '')
    .replace('/dist/esm/', '/dist/')

/** Each manifest is a script assigning globalThis.__RSC_MANIFEST[route]. */
function readManifests(file: string): Manifest[] {
  const context: { __RSC_MANIFEST?: Record<string, Manifest> } = {}
  vm.runInNewContext(readFileSync(file, 'utf8'), { globalThis: context })
  return Object.values(context.__RSC_MANIFEST ?? {})
}

function manifestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return manifestFiles(file)
    return entry.name.endsWith('_client-reference-manifest.js') ? [file] : []
  })
}

/**
 * Chunk URL path (`/_next/static/chunks/….js`) → our source files (`src/…`) that bring it in, or
 * NEXT for Next's own: its bootstrap (React, the router runtime, Turbopack's loader) and what its
 * client modules bring in. Every App Router page loads those.
 */
export function chunkSources(buildDir: string): Map<string, Set<string>> {
  const buildManifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'))
  const sources = new Map<string, Set<string>>(
    (buildManifest.rootMainFiles as string[]).map((file) => [`/_next/${file}`, new Set([NEXT])]),
  )
  const files = manifestFiles(path.join(buildDir, 'server', 'app'))
  const nextOwn = new Set(
    files
      .filter((file) => file.includes(FLOOR_ROUTE))
      .flatMap((file) => readManifests(file).flatMap((m) => Object.keys(m.clientModules)))
      .filter((id) => id.startsWith(NODE_MODULES))
      .map(moduleName),
  )
  for (const file of files) {
    for (const manifest of readManifests(file)) {
      const seen = new Set<string>()
      // Next's own first: a chunk one of them needs is Next's whatever the manifest's order.
      const own = ([id]: [string, unknown]) => Number(nextOwn.has(moduleName(id)))
      const modules = Object.entries(manifest.clientModules).sort((a, b) => own(b) - own(a))
      for (const [id, entry] of modules) {
        const source = nextOwn.has(moduleName(id)) ? NEXT : moduleName(id)
        for (const chunk of entry.chunks.filter((c) => !seen.has(c))) {
          seen.add(chunk)
          sources.set(chunk, (sources.get(chunk) ?? new Set<string>()).add(source))
        }
      }
    }
  }
  return sources
}

/** A short description of a chunk: the client modules of ours that bring it in. */
export function describeChunk(sources: Map<string, Set<string>>, url: string): string {
  const files = [...(sources.get(new URL(url).pathname) ?? [])].filter((f) => f !== NEXT).sort()
  // A dynamic import's chunk is in no manifest: its name lets a developer open it in .next.
  if (files.length === 0) return `${path.basename(url)} (the framework's or a dynamic import's)`
  const shown = files.slice(0, 4).map((file) => file.replace(/^src\//, ''))
  return shown.join(', ') + (files.length > 4 ? ` +${files.length - 4} more` : '')
}
