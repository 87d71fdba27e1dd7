import { revalidateList } from '@/collections/shared/revalidate'

/** A place can move between products: every cached list of places goes, they are few and cheap. */
export const revalidateLocations = revalidateList('locations')
