import '../src/app/(frontend)/globals.css'
import './preview.css'

import type { Preview } from '@storybook/react-vite'

const preview: Preview = {
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
