import { formatMoney, type Money } from '@/commerce/domain/money'
import { compiledTranslator } from '@/i18n/compiled-translator'
import type { Locale } from '@/i18n/routing'

import type { CartMessages } from './messages'

export type { CartMessages } from './messages'

type DeliveryType = 'DIGITAL' | 'PHYSICAL'

/** Every text of the cart, formatted in the page's language; amounts as `intl` writes them. */
export function cartTexts(locale: Locale, intl: string, messages: CartMessages) {
  const t = compiledTranslator(locale, messages.Cart, 'Cart')
  const validation = compiledTranslator(locale, messages.Validation, 'Validation')
  const modal = compiledTranslator(locale, messages.Modal, 'Modal')
  const common = compiledTranslator(locale, messages.Common, 'Common')
  return {
    // The empty or unread basket's words, plain (loading, loadFailed, retry, empty, emptyText, browse).
    ...messages.States,
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
      close: modal('close'),
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
      vatIncluded: common('vatIncluded'),
      vatExempt: t('vatExempt'),
    },
    order: t('order'),
    checking: t('checking'),
    money: (money: Money) => formatMoney(money, intl),
    /** A Validation key to its text: the gateway's error codes (src/commerce/client/gateway-errors). */
    validation: (key: string) => validation(key),
  }
}

export type CartTexts = ReturnType<typeof cartTexts>
export type TotalsTexts = CartTexts['totals']
export type DeleteModalTexts = CartTexts['deleteModal']
