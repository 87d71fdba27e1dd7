'use client'

import Link from 'next/link'
import { useEffect, useMemo, useState } from 'react'

import type { ProductListFilters } from '@/commerce/client/generated/graphql'
import { mergeById } from '@/commerce/client/merge-by-id'
import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { primaryButtonClass } from '@/components/form/compact-styles'

import { BalanceBar } from './balance-bar.client'
import { withBrands } from './brand-filters'
import { BrandsFilter } from './brands-filter.client'
import { useRedeemOrder, useRedeemPayments, useRedeemProducts } from './calls.client'
import {
  AddCardModal,
  CartModal,
  CardNumberModal,
  GiftCardModal,
  NiceToKnowModal,
  ShopIframeModal,
  ShopInfoModal,
} from './modal-hosts.client'
import { useRedeemToken } from './redeem-provider.client'
import { ShopList } from './shop-list.client'
import type { RedeemTexts } from './texts'
import { clearRedeemToken } from './token'

export type RedeemShopProps = {
  texts: RedeemTexts
  locale: string
  hideCaptchaBadge: boolean
  /** The business variant's category (spec §2 /verifier-solde/resultat/{pageId}/). */
  categoryId?: string
  balanceHref: string
  checkoutHref: string
  /** The regular cart (/panier/). */
  cartHref: string
  /** /verifier-solde/info/: a product's slug follows. */
  infoPath: string
}

/** Spec §7: gift cards and, on redeem pages, donation products. */
const REDEEM_TYPES: ProductListFilters['filterByProductType'] = ['giftcard', 'donation']

/**
 * The redeem shop (spec §2 /verifier-solde/resultat/): what is left on the cards on top, the
 * exchangeable cards a page at a time below, narrowed by brand through the brands modal;
 * choosing one opens the gift card modal.
 */
export function RedeemShop(props: RedeemShopProps) {
  const { texts, locale } = props
  const t = texts.redeem
  const token = useRedeemToken()
  const payments = useRedeemPayments()
  const order = useRedeemOrder()
  const [base] = useState<ProductListFilters>(() => ({
    filterByProductType: REDEEM_TYPES,
    ...(props.categoryId ? { filterByTaxonomy: [props.categoryId] } : {}),
  }))
  const [brands, setBrands] = useState<string[]>([])
  const filters = useMemo(() => withBrands(base, brands), [base, brands])
  const list = useRedeemProducts(filters)
  const products = mergeById(list.data?.pages.map((page) => page.productList.products) ?? [])
  // A session gone (expired, or ordered in another tab): start again from the balance check.
  const expired = order.data?.errors[0]?.code === cardErrorCodes.redeemSessionExpired
  useEffect(() => {
    if (expired) clearRedeemToken()
  }, [expired])

  if (!token) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-muted p-6">
        <p>{t.noSession}</p>
        <Link href={props.balanceHref} className={primaryButtonClass}>
          {t.checkBalance}
        </Link>
      </div>
    )
  }
  const session = payments.data
  const current = order.data?.order
  return (
    <div className="flex flex-col gap-6">
      <BalanceBar
        texts={t}

        remaining={current?.remainingBalance ?? session?.remainingBalance}
        amountToPay={current?.totals.amountToPay ?? session?.amountToPay}
        order={current}
        checkoutHref={props.checkoutHref}
      />
      <ShopList
        texts={t}
        list={list}
        products={products}
        infoPath={props.infoPath}
        filters={<BrandsFilter texts={texts} filters={base} chosen={brands} onApply={setBrands} />}
      />
      <GiftCardModal
        texts={texts}

        products={products}
        remaining={current?.remainingBalance ?? session?.remainingBalance ?? null}
      />
      <CartModal
        texts={texts}

        checkoutHref={props.checkoutHref}
        balanceHref={props.balanceHref}
        cartHref={props.cartHref}
      />
      <AddCardModal texts={texts} locale={locale} hideCaptchaBadge={props.hideCaptchaBadge} />
      <NiceToKnowModal texts={texts} />
      <CardNumberModal texts={texts} />
      <ShopIframeModal texts={texts} />
      <ShopInfoModal texts={texts} />
    </div>
  )
}
