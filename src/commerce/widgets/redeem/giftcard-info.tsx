import Link from 'next/link'

import { formatMoney } from '@/commerce/domain/money'
import { fill } from '@/i18n/fill'
import { tintedBackground } from '@/components/card-background'
import { CardFace } from '@/components/gift-card-tile'
import { imageSource } from '@/components/media-image'
import type { Product } from '@/payload-types'

import type { RedeemTexts } from './texts'

type Props = {
  product: Product
  texts: RedeemTexts
  /** How the store writes amounts: 'fr-BE'. */
  intlLocale: string
  currency: string
  shopHref: string
}

/** Spec §2 gift card info (/verifier-solde/info/{pageId}/): what the holder would exchange for. */
export function GiftcardInfo({ product, texts, intlLocale, currency, shopHref }: Props) {
  const t = texts.redeem
  const redeem = product.redeemData
  const bound = (value: number | null | undefined) =>
    value ? formatMoney({ currency, value }, intlLocale) : null
  const min = bound(redeem?.minimumAvailableCustomAmount)
  const max = bound(redeem?.maximumAvailableCustomAmount)
  return (
    <article className="grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div
        className="rounded-2xl p-8"
        style={{ backgroundColor: tintedBackground(product.backgroundColor) }}
      >
        <CardFace image={imageSource(product.image)} showShadow={product.showShadow !== false} />
      </div>
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{redeem?.title || product.title}</h1>
        {redeem?.description && <p>{redeem.description}</p>}
        {product.description && <p>{product.description}</p>}
        {min && max && <p className="text-sm">{fill(t.amountHint, { min, max })}</p>}
        <Link href={shopHref} className="font-semibold underline underline-offset-4">
          {t.infoBack}
        </Link>
      </div>
    </article>
  )
}
