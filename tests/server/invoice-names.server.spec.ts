import { expect, test } from '@playwright/test'

import { waitForEmail } from '../support/outbox'
import { pdfTexts } from '../support/pdf-text'
import { signedUpCustomer } from './support/accounts'
import { paidOrder } from './support/orders'

const billingAddress = {
  customerType: 'BUSINESS',
  companyName: 'Ørsted',
  firstName: 'Nguyễn Văn',
  lastName: 'Ánh',
  email: `orsted-${Date.now()}@example.com`,
  phoneNumber: '+33612345678',
  street: 'Şişli Cd.',
  houseNumber: 5,
  postCode: '75001',
  city: 'Paris',
  countryCode: 'FR',
  kvkNumber: '732829320',
  vatNumber: 'FR44732829320',
  referenceNumber: 'Łukasz Żółć',
}
// pdf.js reads the narrow no-break space before the colon as a plain one.
const names = [
  'Ørsted',
  'À l’attention de Nguyễn Văn Ánh',
  '5 Şişli Cd.',
  'Votre référence : Łukasz Żółć',
]

test.describe('point 9: invoices keep every letter, drawn in a font the built server embeds', () => {
  test('the confirmation mail’s invoice and the invoice route hold names outside WinAnsi', async () => {
    const { client } = await signedUpCustomer()
    const uuid = await paidOrder(client, billingAddress)

    const mail = await waitForEmail(
      process.env.MAIL_OUTBOX_DIR!,
      (message) => message.to.includes(billingAddress.email) && /^Merci/.test(message.subject),
      30_000,
    )
    const attached = mail.attachments.find((file) => file.contentType === 'application/pdf')
    expect(await pdfTexts(attached!.content)).toEqual(expect.arrayContaining(names))

    const answer = await client.send(`/api/orders/${uuid}/invoice/`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    const pdf = new Uint8Array(await answer.arrayBuffer())
    expect(await pdfTexts(pdf)).toEqual(expect.arrayContaining(names))
  })
})
