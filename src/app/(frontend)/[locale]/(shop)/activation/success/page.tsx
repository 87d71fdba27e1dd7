import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { ActivationStatus } from '@/commerce/widgets/activation/activation-status.client'
import { activationPageData } from '@/commerce/widgets/activation/page-data.server'
import { fixedPageRoute } from '@/content/route'
import { localizedPath } from '@/i18n/paths'
import { asLocale } from '@/i18n/routing'

/** Activation thank-you (/activer/reussi/?order=): the editors' content, then the payment's outcome. */
const route = fixedPageRoute('/activation/success')

type Args = { params: Promise<{ locale: string }> }

export default async function ActivationSuccessPage(args: Args) {
  const locale = asLocale((await args.params).locale)
  const [content, data] = await Promise.all([route.Page(args), activationPageData(locale)])
  return (
    <>
      {content}
      <div className="mx-auto w-full max-w-2xl px-4 pb-16 sm:px-6">
        <GatewayProvider caller={data.caller}>
          <ActivationStatus
            texts={data.texts.activation}
            activationHref={localizedPath(locale, '/activation')}
          />
        </GatewayProvider>
      </div>
    </>
  )
}

export const generateMetadata = route.generateMetadata
