import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { createTranslator, type Messages } from 'next-intl'

import { storeSwitcherTexts } from '@/components/store-switcher/texts'
import { switcherCombinations } from '@/components/store-switcher/combinations'
import { StoreSwitcherBannerView } from '@/components/store-switcher/store-switcher-banner-view'
import { StoreSwitcherModalHost } from '@/components/store-switcher/store-switcher-modal-host.client'
import { StoreSwitcherTrigger } from '@/components/store-switcher/store-switcher-trigger.client'
import french from '@/i18n/messages/fr'

import { storeFixture } from '../tests/fixtures/store'
import { OpenModal } from './modal-story'

/** Loosely typed, as the server's getTranslations gives the labels builders. */
const messages: Messages = french

const translator = (namespace: 'StoreSwitcher' | 'Modal' | 'Select') =>
  createTranslator({ locale: 'fr', messages, namespace })
const labels = storeSwitcherTexts(
  translator('StoreSwitcher'),
  translator('Modal'),
  translator('Select'),
)
const combinations = switcherCombinations(storeFixture)

/** The modal as a page mounts it (loaded on opening), opened by the trigger or the banner. */
function SwitcherPage({ proposed }: { proposed?: string }) {
  const payload = useMemo(() => (proposed ? { country: proposed } : undefined), [proposed])
  return (
    <OpenModal id="store-switcher" payload={payload}>
      <div className="mt-6">
        <StoreSwitcherTrigger
          text="France · Français"
          label={labels.modal.title}
          placement="footer"
        />
      </div>
      <StoreSwitcherModalHost
        storeCountry="FR"
        combinations={combinations}
        locale="fr"
        labels={labels.modal}
      />
    </OpenModal>
  )
}

const meta = {
  title: 'Chrome/StoreSwitcher',
  component: SwitcherPage,
} satisfies Meta<typeof SwitcherPage>

export default meta
type Story = StoryObj<typeof meta>

/** 'Select your country and language', from the footer or the header: France, French. */
export const Modal: Story = {}

/** Opened from the banner of a Belgian visitor: Belgium and its default language chosen. */
export const ProposedCountry: Story = { args: { proposed: 'BE' } }

/** The United Kingdom has one language: the language select is disabled; pounds. */
export const OneLanguageCountry: Story = { args: { proposed: 'GB' } }

/** The banner for a visitor from Belgium, a country this store has a sister store in. */
export const Banner: Story = {
  render: () => (
    <StoreSwitcherBannerView
      country="BE"
      combinations={combinations}
      locale="fr"
      labels={labels.banner}
      onClose={() => {}}
    />
  ),
}

/** A visitor from a country without a store: the button and Continue open the modal. */
export const BannerUnknownCountry: Story = {
  render: () => (
    <StoreSwitcherBannerView
      country="US"
      combinations={combinations}
      locale="fr"
      labels={labels.banner}
      onClose={() => {}}
    />
  ),
}
