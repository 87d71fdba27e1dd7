import { setRequestLocale } from 'next-intl/server'

import { BalanceCheck } from '@/commerce/widgets/redeem/balance-check.client'
import { RedeemFrame, RedeemHeading, redeemPageData } from '@/commerce/widgets/redeem/redeem-route'
import { fixedPageRoute } from '@/content/route'
import { asLocale } from '@/i18n/routing'

type Args = Parameters<ReturnType<typeof fixedPageRoute>['Page']>[0]

/** Redeem check (/verifier-solde/): the editors' page, then the balance form. */
const content = fixedPageRoute('/redeem')

export default async function RedeemCheckPage(args: Args) {
  const locale = asLocale((await args.params).locale)
  setRequestLocale(locale)
  const [hasPage, data] = await Promise.all([content.exists(args), redeemPageData(locale)])
  return (
    <>
      {hasPage ? (
        await content.Page(args)
      ) : (
        <RedeemHeading>{data.texts.balance.title}</RedeemHeading>
      )}
      <RedeemFrame data={data}>
        <BalanceCheck
          texts={data.texts}
          locale={locale}
          hideCaptchaBadge={data.hideCaptchaBadge}
          shopHref={data.hrefs.shop}
        />
      </RedeemFrame>
    </>
  )
}

export const generateMetadata = content.generateMetadata
