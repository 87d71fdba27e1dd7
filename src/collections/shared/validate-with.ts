import { adminText, type AdminTexts } from '@/i18n/admin-texts'

// Apart from the checks (stores/validators.ts), which shop pages use too: the admin's words
// for all its languages stay out of the shoppers' JavaScript.
/** Payload validators answer true or a message, here in the staff member's admin language. */
export const validateWith =
  (check: (value: unknown) => boolean, message: (texts: AdminTexts) => string) =>
  (value: unknown, { req }: { req: { i18n?: { language?: string } } }): true | string =>
    value === null || value === undefined || value === '' || check(value)
      ? true
      : adminText(req.i18n?.language, message)
