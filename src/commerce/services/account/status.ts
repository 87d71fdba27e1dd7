import type { StatusResult } from '@/commerce/contract/types'

/** The status answers of the account calls (spec §4: login and logout return a status). */
export const ok: StatusResult = { status: true, errors: [] }
export const failed = (errors: StatusResult['errors']): StatusResult => ({ status: false, errors })
