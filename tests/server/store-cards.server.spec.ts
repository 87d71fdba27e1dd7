import { expect, test } from '@playwright/test'

import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { luhnCheckDigit } from '@/commerce/domain/luhn'

import { ERRORS, ServerClient } from './support/client'
import { requestAs } from './support/hosts'

// Issue 38 point 4: a card of one store is refused on another's balance check ("wrong store").
const INFO = `query($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  giftcardInfo(userData: $userData, card: $card, captchaToken: $captchaToken) {
    giftcard { lastFour } ${ERRORS} } }`

/** A well-formed number behind a store's prefix (the seed's: CBFR 6280452, CBBE 6280453). */
const numberOf = (prefix: string) => {
  const body = `${prefix}12345678901`
  return `${body}${luhnCheckDigit(body)}`
}

type Info = { data: { giftcardInfo: { giftcard: unknown; errors: unknown[] } } }

test.describe('issue 38 point 4: a card is its own store’s only', () => {
  test('CBBE’s balance check refuses a CBFR card, and CBFR a CBBE card', async () => {
    const client = new ServerClient()
    const belgian = await requestAs('cadeaubon-be.localhost', '/api/gateway/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client.address },
      body: JSON.stringify({
        query: INFO,
        variables: {
          userData: { language: 'nl', storeID: 53, countryCode: 'BE', redeemToken: null },
          card: { cardNumber: numberOf('6280452'), pin: '123456' },
          captchaToken: await client.captcha(),
        },
      }),
    })
    expect(belgian.status).toBe(200)
    expect((JSON.parse(belgian.body) as Info).data.giftcardInfo).toEqual({
      giftcard: null,
      errors: [
        {
          code: cardErrorCodes.wrongStore,
          message:
            'Deze kaart is niet op deze site gekocht: gebruik hem op de site van het land waar hij gekocht is.',
          referencedRequestParameter: null,
        },
      ],
    })

    const french = await client.gateway<{ giftcard: unknown }>('giftcardInfo', INFO, {
      card: { cardNumber: numberOf('6280453'), pin: '123456' },
      captchaToken: await client.captcha(),
    })
    expect(french.giftcard).toBeNull()
    expect(french.errors).toEqual([
      {
        code: cardErrorCodes.wrongStore,
        message:
          'Cette carte n’a pas été achetée sur ce site : utilisez-la sur le site du pays où elle a été achetée.',
        referencedRequestParameter: null,
      },
    ])
  })
})
