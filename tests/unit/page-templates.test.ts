import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pageTypes } from '@/collections/pages/page-types'
import { openStreetMapUrl } from '@/components/locations/address'
import { pageTemplates } from '@/content/templates/page-types/registry'
import { contentOnly } from '@/content/templates/page-types/template'

/** Page types whose page is its content alone (spec §2: landing, terms, contacts, home). */
const contentOnlyTypes = ['contacts', 'home', 'landing', 'terms']

describe('page templates', () => {
  it('every page type has a template entry, and the registry nothing else', () => {
    expect(Object.keys(pageTemplates).sort()).toEqual([...pageTypes].sort())
  })

  it('only the content pages keep the default template', () => {
    const defaults = pageTypes.filter((type) => pageTemplates[type] === contentOnly)
    expect(defaults.sort()).toEqual(contentOnlyTypes)
  })

  it.each(pageTypes.filter((type) => !contentOnlyTypes.includes(type)))(
    '%s has its own template and a story of it',
    (type) => {
      expect(pageTemplates[type]).not.toBe(contentOnly)
      expect(fs.existsSync(path.resolve('stories/templates', `${type}.stories.tsx`))).toBe(true)
    },
  )

  it('only home v2 and the promo pop-up (its dialog’s title) bring the page’s h1 themselves', () => {
    const own = pageTypes.filter((type) => pageTemplates[type].ownsHeading)
    expect(own).toEqual(['home-v2', 'promo-pop-up'])
  })
})

describe('restaurant places on OpenStreetMap', () => {
  it('link to the address searched on openstreetmap.org, no map loaded on our page', () => {
    const url = new URL(
      openStreetMapUrl(
        {
          street: '12 place du Marché',
          postCode: '69002',
          locality: 'Lyon',
          administrativeArea: 'Auvergne-Rhône-Alpes',
          countryCode: 'FR',
        },
        'fr',
      ),
    )
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/search')
    expect(url.searchParams.get('query')).toBe('12 place du Marché, 69002 Lyon, France')
  })
})
