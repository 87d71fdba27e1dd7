import compile from 'icu-minify/compile'
import type { CompiledMessage } from 'icu-minify/format'

/** A messages object with each ICU message compiled (icu-minify): what the browser formats. */
export type Precompiled<T> = {
  [K in keyof T]: T[K] extends string ? CompiledMessage : Precompiled<T[K]>
}

/**
 * Compiles the messages a client component formats, on the server: the browser then formats
 * them with icu-minify's runtime (0.8 KB gz) where next-intl's createTranslator brings the ICU
 * parser (10.8 KB gz, the basket's largest chunk: `npm run bench:weight`).
 */
export function precompile<T extends object>(messages: T): Precompiled<T> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : precompile(value as object),
    ]),
  ) as Precompiled<T>
}
