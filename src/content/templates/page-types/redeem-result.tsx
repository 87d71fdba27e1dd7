import type {
  DoublerModalProps,
  RedeemIdentifyModalProps,
  RedeemPageData,
} from '@/commerce/widgets/redeem/routes/content'

import { DoublerOffer, RedeemFrame, RedeemIdentifyModalHost, RedeemShop } from './islands.client'
import { layoutOr, type TemplateProps } from './template'

export type RedeemResultData = {
  redeem: RedeemPageData
  /** The business redeem shop's category (the path's, else the page's last slug segment). */
  category: { id: number; title: string } | null
  /** The doubler offer's texts, and the guest order form modal's. */
  doubler: DoublerModalProps
  identify: RedeemIdentifyModalProps
}

/**
 * Redeem result and redeem B2B result (/verifier-solde/resultat/[{pageId}/]): the editors' page,
 * then the redeem shop (narrowed to the business's category), its doubler offer and identify modal.
 */
export function RedeemResultTemplate({ data, layout }: TemplateProps<RedeemResultData>) {
  const { redeem, category } = data
  return (
    <>
      {layoutOr(layout, category?.title ?? redeem.texts.redeem.shopTitle)}
      <RedeemFrame data={redeem}>
        <DoublerOffer {...data.doubler} />
        <RedeemShop
          texts={redeem.texts}
          locale={redeem.locale}
          hideCaptchaBadge={redeem.hideCaptchaBadge}
          categoryId={category ? String(category.id) : undefined}
          balanceHref={redeem.hrefs.balance}
          checkoutHref={redeem.hrefs.checkout}
          cartHref={redeem.hrefs.cart}
          infoPath={redeem.hrefs.info}
        />
        <RedeemIdentifyModalHost {...data.identify} />
      </RedeemFrame>
    </>
  )
}
