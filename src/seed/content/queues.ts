import { seedBlocks } from './blocks'
import type { SeedRefs } from './types'

/** The blocks queue placed on the home page; one section only for restaurant pages. */
export const blocksQueues = (refs: SeedRefs) => {
  const b = seedBlocks(refs)
  return [
    {
      title: 'Promotions de l’accueil',
      queueID: 'accueil-promotions',
      sections: [
        {
          taxonomies: [],
          blocks: [
            b.colored(
              'Le tirage du mois',
              'Chaque premier lundi du mois, une carte voit son solde doublé.',
              'Participer',
              '/doubler/',
            ),
          ],
        },
        {
          taxonomies: [refs.categories['restaurants']!],
          blocks: [b.products('À table !', ['bistrot-gourmand'])],
        },
      ],
    },
  ]
}

export const redirects = [{ from: '/aide/', to: '/nous-contacter/', permanent: true }]
