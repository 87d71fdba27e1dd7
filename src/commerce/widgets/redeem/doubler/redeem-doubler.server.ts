import 'server-only'

import { getMessages } from 'next-intl/server'

import { doublerTexts } from '@/commerce/widgets/doubler'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import type { DoublerModalProps } from './doubler-modal.client'

/** The redeem shop's doubler offer and modal: their texts (no captcha: the session is). */
export async function redeemDoublerProps(locale: Locale): Promise<DoublerModalProps> {
  const messages = (await getMessages({ locale })) as typeof fr
  const { doubler, form } = doublerTexts(messages)
  return {
    texts: { doubler, form, modal: messages.DoublerModal, close: messages.Modal.close },
    termsHref: localizedPath(locale, '/terms'),
  }
}
