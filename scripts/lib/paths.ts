import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Payload's CLI under tsx's loader (its own TypeScript loading can let Node exit mid-way). */
export const payloadBin = [
  '--import',
  'tsx',
  path.join(projectRoot, 'node_modules', 'payload', 'bin.js'),
  '--disable-transpile',
]
