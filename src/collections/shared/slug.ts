import type { Field } from 'payload'

/** Lower-case words joined by hyphens, path segments by slashes: 'cgv', 'verifier-solde/resultat'. */
export const isSlug = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(value)

export const slugField: Field = {
  name: 'slug',
  type: 'text',
  localized: true,
  required: true,
  index: true,
  admin: {
    position: 'sidebar',
  },
  validate: (value: unknown) =>
    isSlug(value) || 'Use lower-case letters, digits and hyphens, segments joined by /',
}
