import { describe, expect, it } from 'vitest'

import { errorHomeHref, errorLanguage } from '@/components/error-page/language'
import { errorPageTexts, errorReference } from '@/components/error-page/texts'

/* Issue 40 point 5: the shop's error pages speak the failed page's language and lead home. */
describe('the error page', () => {
  it('speaks the route’s language, which the proxy took from the store and the URL', () => {
    expect(errorLanguage('nl', '/e2e-failure/')).toBe('nl')
    expect(errorLanguage('fr', '/fr/e2e-failure/')).toBe('fr')
  })

  it('falls back on the URL’s prefix, then French, where no route segment is known', () => {
    expect(errorLanguage(undefined, '/nl/cadeaubonnen/')).toBe('nl')
    expect(errorLanguage(undefined, '/fr/')).toBe('fr')
    expect(errorLanguage(['x'], '/panier/')).toBe('fr')
    expect(errorLanguage('de', null)).toBe('fr')
  })

  it('leads to the home page in the URL’s language', () => {
    expect(errorHomeHref('/panier/')).toBe('/')
    expect(errorHomeHref('/nl/winkelmandje/')).toBe('/nl/')
    expect(errorHomeHref('/fr/panier/')).toBe('/fr/')
    expect(errorHomeHref('/nlx/')).toBe('/')
    expect(errorHomeHref('/constructor/')).toBe('/')
    expect(errorHomeHref(null)).toBe('/')
  })

  it('has its words in each language, and names the error for customer service', () => {
    expect(errorPageTexts('fr').retry).toBe('Réessayer')
    expect(errorPageTexts('nl').retry).toBe('Opnieuw proberen')
    expect(errorPageTexts('en').retry).toBe('Try again')
    expect(errorPageTexts('de')).toBe(errorPageTexts('fr'))
    expect(errorReference(errorPageTexts('nl'), '4242')).toBe('Foutcode: 4242')
    expect(errorReference(errorPageTexts('fr'), undefined)).toBeNull()
  })
})
