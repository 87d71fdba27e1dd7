import type { CollectionConfig } from 'payload'

/** Captcha challenges already used: each solved challenge opens one request, never a second. */
export const CaptchaSolutions: CollectionConfig = {
  slug: 'captcha-solutions',
  admin: { hidden: true },
  endpoints: false,
  graphQL: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'challengeId', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
