import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/staff-only'

/** Captcha challenges already used: each solved challenge opens one request, never a second. */
export const CaptchaSolutions: CollectionConfig = {
  slug: 'captcha-solutions',
  ...staffOnly,
  admin: { hidden: true },
  endpoints: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'challengeId', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
