import '../src/app/(frontend)/globals.css'
import './preview.css'

import type { Preview } from '@storybook/react-vite'
import { createElement } from 'react'
import { configure } from 'storybook/test'

import { IntlLocaleProvider } from '@/components/intl-locale.client'
import { closeModal, openedModal } from '@/components/ui/modal/modal-registry.client'

// Plays wait for the page (findBy…, waitFor) up to 5 s, not 1: a busy machine renders slower.
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  // The storefront layout's intl locale and clock: the stories show the French store's amounts
  // and dates.
  decorators: [
    (Story) =>
      createElement(
        IntlLocaleProvider,
        { value: 'fr-FR', timeZone: 'Europe/Paris' },
        createElement(Story),
      ),
  ],
  // The modal registry lives as long as the page: a modal one story left open would cover the next.
  beforeEach: () => {
    const open = openedModal()
    if (open) closeModal(open.id)
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
        // 1024–1279 px: the product list's promo tile shows only here.
        smallDesktop: {
          name: 'Small desktop (1100)',
          styles: { width: '1100px', height: '800px' },
        },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
}

export default preview
