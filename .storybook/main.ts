import path from 'node:path'

import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  addons: ['@storybook/addon-a11y'],
  // Fixtures point at the seed assets, as the media collection serves them.
  staticDirs: ['../public', { from: '../src/seed/assets', to: '/media' }],
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
    resolve: {
      ...viteConfig.resolve,
      alias: { ...viteConfig.resolve?.alias, '@': path.resolve(import.meta.dirname, '../src') },
    },
  }),
}

export default config
