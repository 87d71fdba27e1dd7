import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * Node flags that load TypeScript in the script's own process. tsx's CLI runs the script in a
 * second process and, when that has not reported a relayed signal within 30 ms (any loaded
 * machine), SIGKILLs it: Ctrl-C on `npm run dev` then left embedded Postgres running and a
 * stopping server or worker had no time to finish (exit 130 in tests/int/database-lifecycle).
 */
export const TS_LOADER = ['--import', 'tsx']

/** Payload's CLI under tsx's loader (its own TypeScript loading can let Node exit mid-way). */
export const payloadBin = [
  ...TS_LOADER,
  path.join(projectRoot, 'node_modules', 'payload', 'bin.js'),
  '--disable-transpile',
]
