import { describe, expect, it } from 'vitest'

import { breadcrumbJsonLd } from '@/content/breadcrumb-json-ld'

describe('breadcrumb structured data', () => {
  it('numbers the trail from 1 with absolute links, locale prefixes kept', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/nl/' },
          { name: 'Alle categorieën', path: '/nl/categorie/alle-cadeaubonnen/' },
        ],
        'https://www.example.fr',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.fr/nl/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Alle categorieën',
          item: 'https://www.example.fr/nl/categorie/alle-cadeaubonnen/',
        },
      ],
    })
  })
})
