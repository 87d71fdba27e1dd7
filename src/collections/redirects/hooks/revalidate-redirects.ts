import { revalidateList } from '@/collections/shared/revalidate'

/** Redirects are cached as one list (server/content.ts): any write or delete drops it. */
export const revalidateRedirects = revalidateList('redirects')
