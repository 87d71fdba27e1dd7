import { createTranslator } from 'next-intl'

import { formatMoney, type Money, moneyLocale } from '@/commerce/domain/money'
import type { Locale } from '@/i18n/routing'

import type { BasketMessages } from './messages'

type DeliveryType = 'DIGITAL' | 'PHYSICAL'

/** Every text of the basket, formatted in the page's language. */
export function basketLabels(locale: Locale, messages: BasketMessages) {
  const t = createTranslator({ locale, messages, namespace: 'Basket' })
  const validation = createTranslator({ locale, messages, namespace: 'Validation' })
  const format = moneyLocale(locale)
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
    money: (money: Money) => formatMoney(money, format),
    /** A Validation key to its text: the gateway's error codes (src/commerce/client/gateway-errors). */
    validation: (key: string) => validation(key as keyof BasketMessages['Validation']),
  }
}

export type BasketLabels = ReturnType<typeof basketLabels>
export type TotalsLabels = BasketLabels['totals']
export type DeleteModalLabels = BasketLabels['deleteModal']
