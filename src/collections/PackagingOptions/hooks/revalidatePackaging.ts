import { revalidateList } from '@/collections/shared/revalidate'

/** Every product page offers the same few options: one cached list, dropped on any write. */
export const revalidatePackaging = revalidateList('packaging-options')
