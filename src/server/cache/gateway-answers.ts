/**
 * The gateway's response cache (response-cache.ts): answers to the public queries of the
 * gateway's allow-list (commerce/gateway/cache-policy.ts), the same for every caller. The
 * yoga plugin indexes each answer by the types and ids it holds; changes drop them by those.
 */
export const gatewayAnswers = {
  what: 'answers to the gateway’s public queries (catalogue, blocks queues, search, places)',
  key: 'the host’s store, then the operation asked, normalised (no name, spacing or unused fragment), and the variables it declares; no shopper’s session',
  /** A key's prefix: the store whose host was asked. */
  keyPrefix: (storeId: string | null | undefined) => `store:${storeId ?? 'none'}:`,
  /** The store of a key, from its prefix. */
  storeOfKey: (key: string): string | undefined => /^store:(\d+):/.exec(key)?.[1],
  lifetime: 10 * 60,
  /** In one process's memory (no REDIS_URL): the least recently read go past this. */
  maxBytes: 64 * 1024 * 1024,
  /** A larger answer is not kept: one answer cannot push out most of the others. */
  maxAnswerBytes: 2 * 1024 * 1024,
  /**
   * Each answer is also kept under its store (the key's prefix): lists can gain or lose any
   * product, blocks embed products and brand counts follow both, so a change of a store's
   * catalogue drops all of that store's answers, and no other store's.
   */
  storeEntity: (storeId: number | string) => ({ typename: 'Store', id: String(storeId) }),
} as const
