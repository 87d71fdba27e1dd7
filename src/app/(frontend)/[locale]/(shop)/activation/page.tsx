import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { ActivationForm } from '@/commerce/widgets/activation/activation-form.client'
import { activationPageData } from '@/commerce/widgets/activation/page-data.server'
import { fixedPageRoute } from '@/content/route'
import { localizedPath } from '@/i18n/paths'
import { asLocale } from '@/i18n/routing'

/** Activation page (/activer/): the editors' content, then the activation form. */
const route = fixedPageRoute('/activation')

type Args = { params: Promise<{ locale: string }> }

export default async function ActivationPage(args: Args) {
  const locale = asLocale((await args.params).locale)
  const [content, data] = await Promise.all([route.Page(args), activationPageData(locale)])
  return (
    <>
      {content}
      <section
        aria-labelledby="activation-form"
        className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pb-16 sm:px-6"
      >
        <h2 id="activation-form" className="text-2xl font-bold">
          {data.texts.activation.formTitle}
        </h2>
        <p>{data.texts.activation.promise}</p>
        <GatewayProvider caller={data.caller}>
          <ActivationForm
            texts={data.texts}
            language={locale}
            termsHref={localizedPath(locale, '/terms')}
            hideCaptchaBadge={data.hideCaptchaBadge}
          />
        </GatewayProvider>
      </section>
    </>
  )
}

export const generateMetadata = route.generateMetadata
