import { describe, expect, it } from 'vitest'

import { activationInputSchema } from '@/commerce/domain/activation/activation-input'
import { luhnCheckDigit } from '@/commerce/domain/luhn'
import { activationResolver } from '@/commerce/widgets/activation/rules'
import { emptyActivationForm } from '@/commerce/widgets/activation/form'

const body = '628045212345678901'
const number = `${body}${luhnCheckDigit(body)}`
const filled = {
  ...emptyActivationForm,
  cardNumber: number,
  amountChoice: '5000',
  email: 'holder@example.fr',
  emailConfirmation: 'holder@example.fr',
  paymentMethod: 'creditcard',
  termsAccepted: true,
}

describe('activation without payment details', () => {
  it('lets the form send a card payment, which has no bank to choose', async () => {
    const resolved = await activationResolver(filled, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(resolved.errors).toEqual({})
    expect(resolved.values).toMatchObject({ amount: 5000, paymentDetails: { bankId: null } })
  })

  it('takes null details (GraphQL’s absent input) as none on the gateway', () => {
    const parsed = activationInputSchema.safeParse({
      cardNumber: number,
      amount: 5000,
      email: 'holder@example.fr',
      emailConfirmation: 'holder@example.fr',
      paymentMethod: 'creditcard',
      paymentDetails: null,
      termsAccepted: true,
    })
    expect(parsed.error?.issues).toBeUndefined()
    expect(parsed.data?.paymentDetails.bankId).toBeNull()
  })
})
