import { describe, expect, it } from 'vitest'

import { cardCredentialsSchema } from '@/commerce/widgets/redeem/rules'
import { cardStepTexts, redeemTexts, ruleText } from '@/commerce/widgets/redeem/texts'
import fr from '@/i18n/messages/fr'

const texts = cardStepTexts(redeemTexts(fr))

/** Every rule key the card form's schema gives for a card as a holder may type it. */
const cardRuleKeys = [
  { cardNumber: '', pin: '' },
  { cardNumber: '1234', pin: '12' },
  { cardNumber: '1234567890123456789', pin: '123456' },
].flatMap((input) => cardCredentialsSchema.safeParse(input).error?.issues ?? [])

describe('the card step texts (issue 39: the balance check page carries no other)', () => {
  it('says every rule of the card form and the captcha in the holder’s words', () => {
    expect(cardRuleKeys.length).toBeGreaterThan(3)
    for (const { message } of cardRuleKeys) {
      expect(ruleText(texts, message), message).toBe(fr.Validation[message as 'pinInvalid'])
    }
    expect(texts.validation.captchaRequired).toBe(fr.Validation.captchaRequired)
  })

  it('leaves out the later steps’ texts and the other forms’ rules', () => {
    expect(Object.keys(texts).sort()).toEqual(
      ['balance', 'captcha', 'close', 'modals', 'redeem', 'validation'].sort(),
    )
    expect(Object.keys(texts.redeem).sort()).toEqual(
      ['resetCancel', 'resetConfirm', 'resetText', 'resetTitle'].sort(),
    )
    expect(texts.validation.postCodeRequired).toBeUndefined()
    expect(JSON.stringify(texts).length).toBeLessThan(JSON.stringify(redeemTexts(fr)).length / 2)
  })
})
