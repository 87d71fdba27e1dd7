import compile from 'icu-minify/compile'
import type { CompiledMessage } from 'icu-minify/format'

/** A messages object with each ICU message compiled (icu-minify): what the browser formats. */
export type Precompiled<T> = {
  [K in keyof T]: T[K] extends string ? CompiledMessage : Precompiled<T[K]>
}

/**
 * icu-minify keeps a plural's or select's options in null-prototype objects, which React will not
 * hand to a client component: the same data as plain JSON, which the format is made to be.
 */
const plain = (message: CompiledMessage): CompiledMessage =>
  JSON.parse(JSON.stringify(message)) as CompiledMessage

/**
 * Compiles the messages a client component formats, on the server: the browser then formats
 * them with icu-minify's runtime (0.8 KB gz) where next-intl's createTranslator brings the ICU
 * parser (10.8 KB gz, the basket's largest chunk: `npm run bench:weight`).
 */
export function precompile<T extends object>(messages: T): Precompiled<T> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? plain(compile(value)) : precompile(value as object),
    ]),
  ) as Precompiled<T>
}
