/**
 * Lets a change reach the instance's page copies at once, as it reaches the memo: the web server
 * registers how to drop them, and the cache bus (every change, from every instance) calls it. The
 * server is outside Next's bundles, which load this module again: the registry is global.
 */
const REGISTRY = Symbol.for('storefront.page-copies')

type Registry = { drop?: () => void }

const registry = (): Registry =>
  ((globalThis as typeof globalThis & { [REGISTRY]?: Registry })[REGISTRY] ??= {})

/** Called by the web server with its micro-cache's clear. */
export const registerPageCopies = (drop: () => void): void => {
  registry().drop = drop
}

/** Drops every page copy of this process (none without the web server's micro-cache). */
export const dropPageCopies = (): void => registry().drop?.()
