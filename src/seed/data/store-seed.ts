import type { Store } from '@/payload-types'

/** A store's seed data: the document without its ids and its media (uploaded by the seed). */
export type StoreSeed = Omit<
  Store,
  'id' | 'createdAt' | 'updatedAt' | 'mainLogo' | 'footerLogo' | 'notFoundImage' | 'trustMarks'
>

export const relative = (href: string) => ({ href, type: 'relative' as const })
export const absolute = (href: string) => ({ href, type: 'absolute' as const })

/** The social links of every seeded store (the networks' homes: a real store sets its pages). */
export const socialLinks: StoreSeed['socialLinks'] = [
  { network: 'facebook', path: absolute('https://www.facebook.com/') },
  { network: 'instagram', path: absolute('https://www.instagram.com/') },
  { network: 'linkedIn', path: absolute('https://www.linkedin.com/') },
  { network: 'pinterest', path: absolute('https://www.pinterest.com/') },
  { network: 'tiktok', path: absolute('https://www.tiktok.com/') },
]

/** The staff's adjustment caps of issue 35 point 9, in cents, the same in every seeded store. */
export const staffLimits: StoreSeed['staffLimits'] = {
  servicePerAdjustment: 50_00,
  servicePerDay: 200_00,
  adminPerAdjustment: 1_000_00,
  adminPerDay: 5_000_00,
}
