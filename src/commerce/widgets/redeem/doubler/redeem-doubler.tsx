import 'server-only'

import { getMessages } from 'next-intl/server'

import { doublerTexts } from '@/commerce/widgets/doubler'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import { DoublerOffer } from './doubler-offer.client'

/** The redeem shop's doubler offer and modal, with their texts (no captcha: the session is). */
export async function RedeemDoubler({ locale }: { locale: Locale }) {
  const messages = (await getMessages({ locale })) as typeof fr
  const { doubler, form } = doublerTexts(messages)
  return (
    <DoublerOffer
      texts={{ doubler, form, modal: messages.DoublerModal, close: messages.Modal.close }}
      termsHref={localizedPath(locale, '/terms')}
    />
  )
}
