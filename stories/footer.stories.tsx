import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTranslator, type Messages } from 'next-intl'

import { FooterView } from '@/components/footer/footer-view'
import { footerTexts } from '@/components/footer/texts'
import type { Locale } from '@/i18n/routing'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Store } from '@/payload-types'

import { mediaFixture } from '../tests/fixtures/media'
import { storeFixture } from '../tests/fixtures/store'

const store: Store = {
  ...storeFixture,
  footerLogo: mediaFixture('footer-logo.svg', 'Carte Cadeau', 140, 30),
}

/** The footer's texts as the server reads them, from the same messages. */
const labelsIn = (locale: Locale, messages: Messages) =>
  footerTexts(createTranslator({ locale, messages, namespace: 'Footer' }), store, 2026, {
    changeStore: createTranslator({ locale, messages, namespace: 'StoreSwitcher' })('change'),
  })

const withToggles = (toggles: NonNullable<Store['toggles']>): Store => ({
  ...store,
  toggles: { ...store.toggles, ...toggles },
})

const meta = {
  title: 'Chrome/Footer',
  component: FooterView,
  args: { store, locale: 'fr', labels: labelsIn('fr', fr) },
} satisfies Meta<typeof FooterView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithoutLogos: Story = { args: { store: withToggles({ footerLogos: false }) } }

export const WithoutLanguageSwitcher: Story = {
  args: { store: withToggles({ languageSwitcher: false }) },
}

export const ManyPaymentLogos: Story = {
  args: {
    store: {
      ...store,
      paymentIcons: [
        'carteBancaire',
        'visa',
        'mastercard',
        'amex',
        'paypal',
        'ideal',
        'bancontact',
        'belfius',
        'kbccbc',
        'adyenEPS',
        'invoice',
        'secure',
      ],
    },
  },
}

export const Redeem: Story = { args: { variant: 'redeem' } }

export const Dutch: Story = { args: { locale: 'nl', labels: labelsIn('nl', nl) } }
