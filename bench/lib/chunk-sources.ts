/**
 * Which of our client modules brings each JavaScript chunk into a page, read from the client
 * reference manifests Next writes beside every route (chunk names are hashes; this names them).
 * A module's chunk list includes its dependencies' chunks, so a chunk is credited to the first
 * module of a route that needs it, Next's read before ours: the one that brought it in, whatever
 * order the manifest lists them in.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/** Next's own client modules (layout router, client page, error boundaries, link…). */
const NEXT_MODULE = '[project]/node_modules/next/'
export const NEXT = 'next'

type Manifest = { clientModules: Record<string, { chunks: string[] }> }

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
  for (const file of manifestFiles(path.join(buildDir, 'server', 'app'))) {
    // Each manifest is a script assigning globalThis.__RSC_MANIFEST[route].
    const context: { __RSC_MANIFEST?: Record<string, Manifest> } = {}
    vm.runInNewContext(readFileSync(file, 'utf8'), { globalThis: context })
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      const seen = new Set<string>()
      // Next's modules first: a chunk one of them needs is Next's whatever the manifest's order.
      const modules = Object.entries(manifest.clientModules).sort(
        ([a], [b]) => Number(b.startsWith(NEXT_MODULE)) - Number(a.startsWith(NEXT_MODULE)),
      )
      for (const [id, entry] of modules) {
        const source = id.startsWith(NEXT_MODULE)
          ? NEXT
          : /^\[project\]\/(src\/[^ ]+)/.exec(id)?.[1]
        for (const chunk of entry.chunks.filter((c) => !seen.has(c))) {
          seen.add(chunk)
          if (source) sources.set(chunk, (sources.get(chunk) ?? new Set<string>()).add(source))
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
