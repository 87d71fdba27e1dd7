const Cell = '/components/admin/money.client#MoneyCell'
const Field = '/components/admin/money.client#MoneyField'

/** A number field of cents, listed as an amount in the staff member's language (« 25,50 € »). */
export const moneyColumn = { components: { Cell } }

/** A read-only field of cents, shown as an amount in lists and in its edit view alike. */
export const moneyReadOnly = { readOnly: true, components: { Cell, Field } }
