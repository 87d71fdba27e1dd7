import type { CollectionBeforeChangeHook, Field } from 'payload'

import { mayEditContent, only } from '@/access/staff-roles'
import { adminLabel } from '@/i18n/admin-texts'

/**
 * Who last changed a page (the dashboard's "last editor"): the staff member's name, else their
 * e-mail, written on every save, autosaves included. Payload's versions keep no author.
 */
export const lastEditorField: Field = {
  name: 'lastEditor',
  type: 'text',
  label: adminLabel((texts) => texts.Dashboard.lastEditor),
  // Staff's names are for editors; what a save sends here is replaced by the hook below.
  access: { read: only(mayEditContent) },
  admin: { readOnly: true, position: 'sidebar' },
}

/** Stamps the saving staff member on the document (the seed and jobs save as nobody: kept). */
export const stampLastEditor: CollectionBeforeChangeHook = ({ data, req }) => {
  const user = req.user
  if (user?.collection !== 'users') return data
  return { ...data, lastEditor: user.name || user.email }
}
