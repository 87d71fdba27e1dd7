import { revalidateList } from '@/collections/shared/revalidate'

/**
 * Every product page offers the same few options: one cached list, dropped on any write, and the
 * gateway prices carts with the new ones at once (its memo carries the same tag).
 */
export const revalidatePackaging = revalidateList('packaging-options')
