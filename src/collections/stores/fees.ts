import type { Field, GroupField } from 'payload'

const cents = (name: string, defaultValue: number): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 100_000_00,
  defaultValue,
  admin: { step: 5 },
})

/** What a cart costs on top of its cards (spec §9), in cents, VAT included. */
export const feesField: GroupField = {
  name: 'fees',
  type: 'group',
  fields: [
    cents('serviceFee', 150),
    cents('standardShipping', 195),
    cents('registeredShipping', 895),
    cents('registeredAbove', 30_000),
    {
      name: 'vatRate',
      type: 'number',
      required: true,
      min: 0,
      max: 10_000,
      defaultValue: 2000,
    },
  ],
}
