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
      alias: [
        // A server action the header's account entry asks: a story has no server to answer it.
        {
          find: /^\.\/account-menu\.server$/,
          replacement: path.resolve(import.meta.dirname, '../stories/account-menu.ts'),
        },
        // Paths of the route's store: a story renders no route (stories/route-paths.ts).
        {
          find: /^@\/server\/route-paths$/,
          replacement: path.resolve(import.meta.dirname, '../stories/route-paths.ts'),
        },
        ...(Array.isArray(viteConfig.resolve?.alias)
          ? viteConfig.resolve.alias
          : Object.entries(viteConfig.resolve?.alias ?? {}).map(([find, replacement]) => ({
              find,
              replacement: String(replacement),
            }))),
        { find: '@', replacement: path.resolve(import.meta.dirname, '../src') },
      ],
    },
  }),
}

export default config
