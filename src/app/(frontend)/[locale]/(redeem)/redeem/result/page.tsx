import { setRequestLocale } from 'next-intl/server'

import { RedeemDoubler } from '@/commerce/widgets/redeem/doubler/redeem-doubler'
import { RedeemIdentify } from '@/commerce/widgets/redeem/identify/redeem-identify'
import { RedeemFrame, RedeemHeading, redeemPageData } from '@/commerce/widgets/redeem/redeem-route'
import { RedeemShop } from '@/commerce/widgets/redeem/redeem-shop.client'
import { fixedPageRoute } from '@/content/route'
import { asLocale } from '@/i18n/routing'

type Args = Parameters<ReturnType<typeof fixedPageRoute>['Page']>[0]

/** Redeem result (/verifier-solde/resultat/): the editors' page, then the redeem shop. */
const content = fixedPageRoute('/redeem/result')

export default async function RedeemResultPage(args: Args) {
  const locale = asLocale((await args.params).locale)
  setRequestLocale(locale)
  const [hasPage, data] = await Promise.all([content.exists(args), redeemPageData(locale)])
  return (
    <>
      {hasPage ? (
        await content.Page(args)
      ) : (
        <RedeemHeading>{data.texts.redeem.shopTitle}</RedeemHeading>
      )}
      <RedeemFrame data={data}>
        <RedeemDoubler locale={locale} />
        <RedeemShop
          texts={data.texts}
          locale={locale}
          hideCaptchaBadge={data.hideCaptchaBadge}
          balanceHref={data.hrefs.balance}
          checkoutHref={data.hrefs.checkout}
          basketHref={data.hrefs.basket}
          infoPath={data.hrefs.info}
        />
        <RedeemIdentify locale={locale} checkoutHref={data.hrefs.checkout} />
      </RedeemFrame>
    </>
  )
}

export const generateMetadata = content.generateMetadata
