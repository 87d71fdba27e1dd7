import type { Field, GroupField } from 'payload'

const cents = (name: string, defaultValue: number, description: string): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 100_000_00,
  defaultValue,
  admin: { step: 5, description },
})

/** What a cart costs on top of its cards (spec §9), in cents, VAT included. */
export const feesField: GroupField = {
  name: 'fees',
  type: 'group',
  admin: { description: 'Amounts in cents, VAT included: 195 is 1,95 €.' },
  fields: [
    cents('serviceFee', 150, 'Per order (the service fee of the cart totals).'),
    cents('standardShipping', 195, 'Per posted shipment (one per receiver).'),
    cents('registeredShipping', 895, 'Per posted shipment above the registered-mail threshold.'),
    cents('registeredAbove', 30_000, 'Posted cards worth more than this go by registered mail.'),
    {
      name: 'vatRate',
      type: 'number',
      required: true,
      min: 0,
      max: 10_000,
      defaultValue: 2000,
      admin: { description: 'VAT on fees and packaging, in basis points: 2000 is 20 %.' },
    },
  ],
}
