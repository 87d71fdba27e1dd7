// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'

import {
  changedTexts,
  parseLivePreviewMessage,
  swapText,
} from '@/components/click-to-edit/live-text'

const page = (title: string, text = 'Offrez') => ({
  id: 7,
  title: 'Accueil',
  layout: [
    { id: 'a', blockType: 'hero', title: 'Bienvenue' },
    { id: 'b', blockType: 'mostChosen', title },
    { blockType: 'article', body: { root: { children: [{ children: [{ text }] }] } } },
  ],
})

describe('live text in the preview', () => {
  it('names the text fields that changed, rich text leaves included', () => {
    expect(changedTexts(page('Les plus offertes'), page('Les cartes les plus offertes'))).toEqual([
      {
        path: 'layout.1.title',
        before: 'Les plus offertes',
        after: 'Les cartes les plus offertes',
      },
    ])
    expect(changedTexts(page('x', 'Offrez'), page('x', 'Offrez vite'))).toEqual([
      {
        path: 'layout.2.body.root.children.0.children.0.text',
        before: 'Offrez',
        after: 'Offrez vite',
      },
    ])
  })

  it('ignores what it cannot find on the page: an empty text, a new row, a number', () => {
    expect(changedTexts({ title: '' }, { title: 'Nouveau' })).toEqual([])
    expect(changedTexts({ layout: [] }, { layout: [{ title: 'Nouveau' }] })).toEqual([])
    expect(changedTexts({ amount: 10 }, { amount: 20 })).toEqual([])
  })

  it("reads /admin's form values for a document and nothing else", () => {
    const data = page('x')
    expect(
      parseLivePreviewMessage({ type: 'payload-live-preview', collectionSlug: 'pages', data }),
    ).toEqual({ collection: 'pages', id: '7', data })
    expect(parseLivePreviewMessage({ type: 'payload-document-event' })).toBeNull()
    expect(
      parseLivePreviewMessage({ type: 'payload-live-preview', collectionSlug: 'pages', data: {} }),
    ).toBeNull()
    expect(parseLivePreviewMessage('payload-live-preview')).toBeNull()
  })

  it('swaps the text nodes that read the old text, keeping the spaces around them', () => {
    document.body.innerHTML =
      '<section><h2> Les plus offertes </h2><p>Les plus offertes ici</p><a>Les plus offertes</a></section>'
    const change = { path: 'title', before: 'Les plus offertes', after: 'Nos favorites' }
    expect(swapText(document.querySelector('section')!, change)).toBe(2)
    expect(document.querySelector('h2')!.textContent).toBe(' Nos favorites ')
    expect(document.querySelector('p')!.textContent).toBe('Les plus offertes ici')
    expect(document.querySelector('a')!.textContent).toBe('Nos favorites')
  })
})
