type Entry = { value: unknown; at: number }

// On globalThis: Next bundles the gateway route and the Payload hooks that clear it separately.
const memory = globalThis as typeof globalThis & { cartCatalogueMemo?: Map<string, Entry> }
const entries = (memory.cartCatalogueMemo ??= new Map())

/**
 * A short-lived memo of catalogue reads for basket calls (the same few products, options and
 * store settings, over and over); cleared whenever the catalogue changes.
 */
export function memo<T>(name: string, ttlMs: number) {
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const id = `${name}:${key}`
    const known = entries.get(id)
    if (known && Date.now() - known.at < ttlMs) return known.value as T
    const value = await load()
    if (entries.size > 5000) entries.clear()
    entries.set(id, { value, at: Date.now() })
    return value
  }
}

/** Called by collection hooks: products, packaging or store settings changed. */
export function forgetCartCatalogue(): void {
  entries.clear()
}
