import { openModal } from '@/components/ui/modal/modal-registry.client'

import type { StoreSwitcherBannerTexts } from './texts'
import {
  type CountryCombination,
  countryName,
  storeAndLanguage,
  valuesForCountry,
} from './language-form'
import { STORE_SWITCHER_MODAL } from './modal-id'
import { CloseIcon } from '@/components/ui/icons'

type Props = {
  /** The visitor's country, another than the store's. */
  country: string
  combinations: CountryCombination[]
  locale: string
  labels: StoreSwitcherBannerTexts
  onClose: () => void
}

/** The banner's markup: the proposed store, Continue, the DB-IP credit and the close button. */
export function StoreSwitcherBannerView({ country, combinations, locale, labels, onClose }: Props) {
  const combination = combinations.find((c) => c.country === country)
  const proposed = combination && valuesForCountry(combinations, country)
  const choose = () => openModal(STORE_SWITCHER_MODAL, proposed ? { country } : {})
  const button = 'min-h-10 rounded-full px-4 text-sm font-semibold'

  return (
    <section aria-label={labels.region} className="bg-ink text-surface">
      <div className="relative mx-auto flex max-w-7xl flex-col gap-3 py-3 pr-14 pl-4 sm:pl-6 lg:flex-row lg:items-center lg:gap-6">
        <p className="text-sm lg:flex-1">{labels.text}</p>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={choose}
            className={`${button} border border-surface hover:bg-surface/10`}
          >
            {proposed
              ? storeAndLanguage(country, proposed.language, locale)
              : countryName(country, locale)}
          </button>
          <button
            type="button"
            onClick={() => (combination ? window.location.assign(combination.url) : choose())}
            className={`${button} bg-surface text-ink hover:bg-surface/90`}
          >
            {labels.continue}
          </button>
        </div>
        {/* DB-IP Lite data is CC BY 4.0: pages using it credit the source. */}
        <a
          href="https://db-ip.com"
          className="text-xs underline underline-offset-2 lg:self-end"
          target="_blank"
          rel="noopener"
        >
          {labels.attribution}
        </a>
        <button
          type="button"
          onClick={onClose}
          aria-label={labels.close}
          className="absolute top-2 right-2 flex size-10 items-center justify-center rounded-full hover:bg-surface/10"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </section>
  )
}
