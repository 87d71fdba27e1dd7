import { createTranslator } from 'next-intl'

import { GATEWAY_ERROR_KEYS } from '@/commerce/client/gateway-errors'
import { formatMoney, type Money } from '@/commerce/domain/money'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'

type Messages = typeof fr

/** The header's and the page's own words (its count, its title): the widget's payload goes without. */
type PageWords = 'label' | 'text' | 'title'

/**
 * The cart's texts as next-intl messages, formatted in the browser: counts are ICU plurals and
 * names go into sentences. Validation holds the translated gateway errors (spec §8), and only
 * those: the cart's translator meets no other key.
 */
export type CartMessages = {
  Cart: Record<Exclude<keyof Messages['Cart'], PageWords>, string>
  Validation: Record<string, string>
  Errors: Pick<Messages['Errors'], 'generic'>
  Common: Pick<Messages['Common'], 'vatIncluded'>
  Modal: Messages['Modal']
}

/** The part of a language's messages the cart needs, and no more, for the page's payload. */
export const cartMessages = (messages: Messages): CartMessages => {
  const { label: _label, text: _text, title: _title, ...cart } = messages.Cart
  return {
    Cart: cart,
    Validation: Object.fromEntries(
      GATEWAY_ERROR_KEYS.map((key) => [
        key,
        messages.Validation[key as keyof Messages['Validation']],
      ]),
    ),
    Errors: { generic: messages.Errors.generic },
    Common: { vatIncluded: messages.Common.vatIncluded },
    Modal: messages.Modal,
  }
}

type DeliveryType = 'DIGITAL' | 'PHYSICAL'

/** Every text of the cart, formatted in the page's language; amounts as `intl` writes them. */
export function cartTexts(locale: Locale, intl: string, messages: CartMessages) {
  const t = createTranslator({ locale, messages, namespace: 'Cart' })
  const validation = createTranslator({ locale, messages, namespace: 'Validation' })
  return {
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    empty: t('empty'),
    emptyText: t('emptyText'),
    browse: t('browse'),
    lines: t('lines'),
    /** '2 cartes digitales, par e-mail'. */
    cards: (type: DeliveryType, count: number) =>
      type === 'DIGITAL' ? t('digitalCards', { count }) : t('physicalCards', { count }),
    extrasOf: (extras: string[]) => t('extrasOf', { extras: extras.join(', ') }),
    personalMessage: t('personalMessage'),
    /** A package of a line: 'Modifier Bistrot du Port 25 €' and its quantity's − and +. */
    edit: t('edit'),
    editOf: (product: string) => t('editOf', { product }),
    quantityOf: (product: string) => t('quantityOf', { product }),
    decreaseOf: (product: string) => t('decreaseOf', { product }),
    increaseOf: (product: string) => t('increaseOf', { product }),
    previewOf: (product: string) => t('previewOf', { product }),
    /** The package item preview modal's terms. */
    preview: {
      open: t('preview'),
      cards: t('previewCards'),
      cardsOf: (count: number, amount: string) => t('previewCardsOf', { count, amount }),
      wrapper: t('previewWrapper'),
      giftPacking: t('previewGiftPacking'),
      receiver: t('previewReceiver'),
      total: t('previewTotal'),
    },
    updating: t('updating'),
    updated: (product: string, count: number) => t('updated', { product, count }),
    delete: t('delete'),
    /** 'Supprimer les cartes pour Alice'; the buyer's own lines are 'vos cartes'. */
    deleteFor: (receiver: string, own: boolean) =>
      t('deleteFor', { receiver, own: own ? 'yes' : 'other' }),
    deleteModal: {
      title: t('deleteTitle'),
      text: (receiver: string, own: boolean) =>
        t('deleteText', { receiver, own: own ? 'yes' : 'other' }),
      confirm: t('delete'),
      deleting: t('deleting'),
      cancel: t('cancel'),
      close: messages.Modal.close,
    },
    totals: {
      summary: t('summary'),
      digital: (count: number) => t('digitalTotal', { count }),
      physical: (count: number) => t('physicalTotal', { count }),
      extras: t('extras'),
      subTotal: t('subTotal'),
      serviceFeeInfo: t('serviceFeeInfo'),
      serviceFeeText: t('serviceFeeText'),
      grandTotal: t('grandTotal'),
      vatIncluded: messages.Common.vatIncluded,
      vatExempt: t('vatExempt'),
    },
    order: t('order'),
    checking: t('checking'),
    money: (money: Money) => formatMoney(money, intl),
    /** A Validation key to its text: the gateway's error codes (src/commerce/client/gateway-errors). */
    validation: (key: string) => validation(key as keyof CartMessages['Validation']),
  }
}

export type CartTexts = ReturnType<typeof cartTexts>
export type TotalsTexts = CartTexts['totals']
export type DeleteModalTexts = CartTexts['deleteModal']
