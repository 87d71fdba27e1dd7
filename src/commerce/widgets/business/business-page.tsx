import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { linkClass } from '@/components/form/styles'
import { tintedBackground } from '@/components/card-background'
import { CardFace } from '@/components/gift-card-tile'
import { imageSource } from '@/components/media-image'
import { NumberedSteps } from '@/components/ui/numbered-steps'

import type { BusinessPageData } from './page-data.server'
import { InlineQuote, QuoteButton } from './quote-placement.client'
import { TitledSection } from '@/components/ui/titled-section'
import { formPanelClass } from '@/components/ui/layout-styles'

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

function ProductPanel({ data }: { data: BusinessPageData }) {
  const { product, productHref: href } = data
  if (!product || !href) return null
  return (
    <section
      aria-labelledby="business-product"
      className="flex flex-col gap-4 sm:flex-row sm:items-center"
    >
      <div
        className="w-full max-w-72 shrink-0 rounded-2xl p-6"
        style={{ backgroundColor: tintedBackground(product.backgroundColor) }}
      >
        <CardFace image={imageSource(product.image)} showShadow={Boolean(product.showShadow)} />
      </div>
      <div className="flex flex-col gap-2">
        <h2 id="business-product" className="text-2xl font-bold">
          {fill(data.texts.productTitle, { product: product.title })}
        </h2>
        {product.description && <p>{product.description}</p>}
        <a href={href} className={linkClass}>
          {data.texts.productLink}
        </a>
      </div>
    </section>
  )
}

/**
 * The quote part of the business page (spec §2 business form page, two versions): the product
 * the path names and how it works; v2 puts the form in a side column, v3 behind a button.
 */
export function BusinessQuoteSection({ data }: { data: BusinessPageData }) {
  const { texts, quote, version } = data
  const steps = [texts.step1, texts.step2, texts.step3]
  return (
    <GatewayProvider caller={data.caller}>
      <div
        className={`mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 ${
          version === 'v2' ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]' : ''
        }`}
      >
        <div className="flex flex-col gap-8">
          <ProductPanel data={data} />
          <NumberedSteps id="business-how" title={texts.howTitle} steps={steps} layout="row" />
          {version === 'v3' && (
            <div className="flex flex-col items-start gap-2">
              <p>{texts.formIntro}</p>
              <QuoteButton {...quote} label={texts.openForm} />
            </div>
          )}
        </div>
        {version === 'v2' && (
          <TitledSection
            as="aside"
            id="business-quote"
            title={texts.formTitle}
            className={formPanelClass}
          >
            <p>{texts.formIntro}</p>
            <InlineQuote {...quote} />
          </TitledSection>
        )}
      </div>
    </GatewayProvider>
  )
}
