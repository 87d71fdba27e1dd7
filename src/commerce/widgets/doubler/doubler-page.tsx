import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { NumberedSteps } from '@/components/ui/numbered-steps'

import { DoublerFormSlot } from './doubler-form-slot.client'
import type { DoublerPageData } from './page-data.server'
import { TitledSection } from '@/components/ui/titled-section'
import { formPanelClass } from '@/components/ui/layout-styles'

/** The page's own head when no editor page exists at /doubler/: title and intro. */
export function DoublerIntro({ texts }: { texts: DoublerPageData['texts'] }) {
  return (
    <header className="bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{texts.title}</h1>
        <p className="max-w-2xl text-lg">{texts.intro}</p>
      </div>
    </header>
  )
}

/** How the draw works, then the entry form (spec §1 prize draw, §2 /doubler/). */
export function DoublerSection({ data }: { data: DoublerPageData }) {
  const { texts } = data
  const rules = [texts.rule1, texts.rule2, texts.rule3]
  return (
    <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
      <NumberedSteps id="doubler-rules" title={texts.rulesTitle} steps={rules} layout="column" />
      <TitledSection id="doubler-form" title={texts.formTitle} className={formPanelClass}>
        <GatewayProvider caller={data.caller}>
          <DoublerFormSlot {...data.form} />
        </GatewayProvider>
      </TitledSection>
    </div>
  )
}
