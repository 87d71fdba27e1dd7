import { randomInt, randomUUID } from 'node:crypto'

import { withDatabase } from './database'

/**
 * A paid order of store 52 as placing and paying leave it (flow regular, or redeem paid by cards),
 * written straight into the run's database; cards issued and mails sent, so no job touches it.
 */
export async function storedPaidOrder(flow: 'regular' | 'redeem', email: string): Promise<string> {
  const uuid = randomUUID()
  const billing = {
    customerType: 'PRIVATE',
    firstName: 'Camille',
    lastName: 'Durand',
    companyName: null,
    chamberOfCommerceNumber: null,
    vatNumber: null,
    referenceNumber: null,
    email,
    invoiceEmail: null,
    phoneNumber: '+33612345678',
    street: 'rue de Rivoli',
    houseNumber: 10,
    suffix: null,
    postCode: '75001',
    city: 'Paris',
    countryCode: 'FR',
  }
  const fees = {
    serviceFee: 0,
    standardShipping: 195,
    registeredShipping: 895,
    registeredAbove: 30_000,
    vatRate: 2000,
  }
  await withDatabase((db) =>
    db.query(
      `INSERT INTO orders (uuid, status, store_id, flow, order_number, email, currency, grand_total,
         billing_address, deliveries, fees, packages, card_payments, placed_at, paid_at,
         cards_issued_at, confirmation_sent_at)
       VALUES ($1, 'COMPLETED', 52, $2, $3, $4, 'EUR', 0, $5, '[]', $6, '[]', $7, now(), now(),
         now(), now())`,
      [
        uuid,
        flow,
        `CC-52-${randomInt(100_000, 999_999)}`,
        email,
        JSON.stringify(billing),
        JSON.stringify(fees),
        flow === 'redeem' ? '[]' : null,
      ],
    ),
  )
  return uuid
}

/** Changes the order's e-mail in the database, behind the app's back (no cache is told). */
export async function changeOrderEmail(uuid: string, email: string): Promise<void> {
  await withDatabase((db) =>
    db.query(
      `UPDATE orders SET email = $2::text,
         billing_address = jsonb_set(billing_address, '{email}', to_jsonb($2::text))
       WHERE uuid = $1`,
      [uuid, email],
    ),
  )
}
