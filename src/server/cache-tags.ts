/** Every cached read carries one of these tags; collection hooks revalidate them on write. */
export const cacheTags = {
  store: (storeId: number) => `store:${storeId}`,
} as const
