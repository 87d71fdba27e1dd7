/** The house's own lint rules: layer boundaries no plugin states (docs/ARCHITECTURE.md). */

const rule = (create) => ({ meta: { type: 'problem', schema: [] }, create })
const normalised = (context) => context.filename.replaceAll('\\', '/')

/**
 * Next's error boundaries (error.tsx and global-error.tsx under src/app), which Next wants to carry
 * the directive themselves: each re-exports a *.client.tsx component.
 */
const NEXT_ERROR_FILE = /\/src\/app\/(.+\/)?(global-)?error\.tsx$/

/**
 * A 'use client' module says so in its name: *.client.ts(x). No library reads the directive but
 * Next, in its error boundaries' files.
 */
const clientFileName = rule((context) => ({
  Program(program) {
    const first = program.body[0]
    const client = first?.type === 'ExpressionStatement' && first.directive === 'use client'
    const named =
      /\.client\.tsx?$/.test(context.filename) || NEXT_ERROR_FILE.test(normalised(context))
    if (client && !named)
      context.report({ node: first, message: "A 'use client' module ends in .client.ts(x)." })
  },
}))

const SQL_PACKAGES = /^(drizzle-orm|pg|@payloadcms\/drizzle|@payloadcms\/db-postgres)(\/|$)/

/** SQL and the Postgres driver are the database layer's: src/commerce/db/ (and migrations). */
const sqlInDbOnly = rule((context) => ({
  ImportDeclaration(node) {
    if (SQL_PACKAGES.test(node.source.value))
      context.report({ node, message: 'SQL and the Postgres driver live in src/commerce/db/.' })
  },
}))

const DB_MODULE = /(^@\/commerce\/db\/|(^|\/)db\/)/

/** A service's index offers the service, never a repository: callers go through services. */
const noDbInServiceIndex = rule((context) => {
  const check = (node) => {
    if (node.source && DB_MODULE.test(node.source.value))
      context.report({ node, message: "A service's index.ts re-exports no repository (db/)." })
  }
  return { ExportNamedDeclaration: check, ExportAllDeclaration: check }
})

/** Each service is a folder with its index.ts: no loose module directly under services/. */
const serviceInFolder = rule((context) => ({
  Program(program) {
    if (/\/src\/commerce\/services\/[^/]+\.tsx?$/.test(normalised(context)))
      context.report({ node: program, message: 'A service is a folder with an index.ts.' })
  },
}))

export const house = {
  rules: {
    'client-file-name': clientFileName,
    'sql-in-db-only': sqlInDbOnly,
    'no-db-in-service-index': noDbInServiceIndex,
    'service-in-folder': serviceInFolder,
  },
}
