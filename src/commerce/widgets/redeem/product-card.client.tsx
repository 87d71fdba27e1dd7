'use client'

import Link from 'next/link'
import { tintedBackground } from '@/components/card-background'
import { CardFace } from '@/components/gift-card-tile'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'
import { fill } from '@/i18n/fill'
import { secondaryButtonClass } from '@/components/form/compact-styles'

import { GIFT_CARD_MODAL } from './ids'
import { type RedeemProduct, slugOfProductPath } from './shop-data'
import type { RedeemTexts } from './texts'

type Props = { product: RedeemProduct; texts: RedeemTexts['redeem']; infoPath: string }

/** A card to exchange for: its face, its title, 'Choisir' (the gift card modal) and its info. */
export function ProductCard({ product, texts, infoPath }: Props) {
  const title = product.redeemData?.title || product.title
  return (
    <li className="flex flex-col gap-3">
      <div
        className="rounded-2xl p-4"
        style={{ backgroundColor: tintedBackground(product.backgroundColor) }}
      >
        <CardFace
          image={product.image ? { ...product.image, mimeType: null } : null}
          showShadow={product.showShadow}
        />
      </div>
      <p className="font-semibold">
        {title}
        {product.productType === 'donation' && (
          <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs">{texts.donation}</span>
        )}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <ModalTrigger
          modal={GIFT_CARD_MODAL}
          payload={{ productId: product.id }}
          aria-label={fill(texts.chooseLabel, { title })}
          className={secondaryButtonClass}
        >
          {texts.choose}
        </ModalTrigger>
        <Link
          href={`${infoPath}${slugOfProductPath(product.path)}/`}
          className="text-sm font-semibold underline underline-offset-4"
        >
          {fill(texts.infoLink, { title })}
        </Link>
      </div>
    </li>
  )
}
