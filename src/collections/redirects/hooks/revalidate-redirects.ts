import { revalidateList } from '@/collections/shared/revalidate'

/** A redirect's lookup may have cached its absence: every lookup goes on any write or delete. */
export const revalidateRedirects = revalidateList('redirects')
