import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTranslator, type Messages } from 'next-intl'

import { consentCookie } from '@/components/cookie-dialog/consent'
import CookieDialog from '@/components/cookie-dialog/cookie-dialog.client'
import { cookieDialogTexts } from '@/components/cookie-dialog/texts'
import french from '@/i18n/messages/fr'

import { OpenModal } from './modal-story'

/** Loosely typed, as the server's getTranslations gives the labels builders. */
const messages: Messages = french

const labels = cookieDialogTexts(
  createTranslator({ locale: 'fr', messages, namespace: 'CookieDialog' }),
  createTranslator({ locale: 'fr', messages, namespace: 'Modal' }),
)

const meta = {
  title: 'Chrome/CookieDialog',
  component: CookieDialog,
  args: { locale: 'fr', labels, statementHref: '/declaration-de-confidentialite-et-cookies/' },
  decorators: [
    (Story) => (
      <OpenModal id="cookie-dialog">
        <Story />
      </OpenModal>
    ),
  ],
} satisfies Meta<typeof CookieDialog>

export default meta
type Story = StoryObj<typeof meta>

/** No choice stored yet: only the strictly necessary cookies are on. */
export const Default: Story = {
  beforeEach: () => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/'
  },
}

/** Reopened after a choice: the switches show it. */
export const WithStoredChoice: Story = {
  beforeEach: () => {
    document.cookie = consentCookie({ analytics: true, marketing: false }, false)
    return () => {
      document.cookie = 'cookie_consent=; Max-Age=0; Path=/'
    }
  },
}
