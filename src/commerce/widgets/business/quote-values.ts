/** The quote form's fields as typed; the rules turn them into the gateway's input. */
export type QuoteValues = {
  companyName: string
  contactName: string
  email: string
  phoneNumber: string
  productId: string
  quantity: string
  amount: string
  deliveryType: string
  message: string
}

/** The fields a gateway error may name (referencedRequestParameter `input.<field>`). */
export const QUOTE_FIELDS = [
  'companyName',
  'contactName',
  'email',
  'phoneNumber',
  'productId',
  'quantity',
  'amount',
  'deliveryType',
  'message',
] as const satisfies readonly (keyof QuoteValues)[]

/** A blank form, the product preselected when the page names one. */
export const blankQuote = (productId: string | null): QuoteValues => ({
  companyName: '',
  contactName: '',
  email: '',
  phoneNumber: '',
  productId: productId ?? '',
  quantity: '',
  amount: '',
  deliveryType: 'DIGITAL',
  message: '',
})

/** A choice of the product select. */
export type QuoteProductChoice = { id: string; title: string }
