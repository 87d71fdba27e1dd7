import { describe, expect, it } from 'vitest'

import {
  addressOf,
  EDIT_MESSAGE,
  type EditAddress,
  editAttributes,
  fieldIdOf,
  HIGHLIGHT_MESSAGE,
  type HighlightMessage,
  innermostHolder,
  isRowPath,
  parseEditMessage,
  parseHighlightMessage,
  pathOfAdminId,
  rowIdsOf,
} from '@/components/click-to-edit/protocol'

const place = (path: string, blockId: string | null = null, id = '7'): EditAddress => ({
  collection: 'pages',
  id,
  locale: 'fr',
  path,
  blockId,
})

/** What the browser's dataset makes of the attributes: data-edit-block-id → editBlockId. */
const datasetOf = (attributes: Record<string, string | undefined>): DOMStringMap =>
  Object.fromEntries(
    Object.entries(attributes)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [
        name
          .slice('data-'.length)
          .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value,
      ]),
  )

const highlight = (path: string | null, blockId: string | null = null): HighlightMessage => ({
  type: HIGHLIGHT_MESSAGE,
  collection: 'pages',
  id: '7',
  path,
  blockId,
})

describe('issue 23 point 1: click-to-edit protocol', () => {
  it('reads back the address a marked element carries', () => {
    const address = place('content', 'abc123')
    expect(addressOf(datasetOf(editAttributes(address, 'Image')))).toEqual(address)
    expect(addressOf(datasetOf(editAttributes(place('layout.2'), 'Most Chosen')))).toEqual(
      place('layout.2'),
    )
    expect(addressOf({ editPath: 'layout.2' })).toBeNull()
  })

  it('accepts only well-formed messages', () => {
    const message = { type: EDIT_MESSAGE, ...place('layout.2') }
    expect(parseEditMessage(message)).toEqual(message)
    expect(parseEditMessage({ ...message, id: 7 })).toBeNull()
    expect(parseEditMessage({ ...message, type: 'payload-live-preview' })).toBeNull()
    expect(parseEditMessage('layout.2')).toBeNull()
    expect(parseHighlightMessage({ ...highlight(null), blockId: 3 })).toEqual(highlight(null))
    expect(parseHighlightMessage({ type: HIGHLIGHT_MESSAGE, collection: 'pages' })).toBeNull()
  })

  it('names the admin rows that hold a path, outermost first', () => {
    expect(rowIdsOf('layout.2')).toEqual(['layout-row-2'])
    expect(rowIdsOf('sections.0.blocks.2')).toEqual(['sections-row-0', 'sections-0-blocks-row-2'])
    expect(rowIdsOf('layout.2.title')).toEqual(['layout-row-2'])
    expect(rowIdsOf('title')).toEqual([])
    expect(isRowPath('layout.2')).toBe(true)
    expect(isRowPath('layout.2.title')).toBe(false)
    expect(fieldIdOf('layout.2.title')).toBe('field-layout__2__title')
  })

  it('reads the path back from admin ids, rows only where the element is a row', () => {
    expect(pathOfAdminId('field-layout__2__title', false)).toBe('layout.2.title')
    expect(pathOfAdminId('sections-0-blocks-row-2', true)).toBe('sections.0.blocks.2')
    expect(pathOfAdminId('scroll-r1-row-0', false)).toBeNull()
    expect(pathOfAdminId('live-preview-iframe', false)).toBeNull()
  })

  it('highlights the innermost place holding the focused field of that document', () => {
    const places = [
      place('title'),
      place('layout.1'),
      place('layout.12'),
      place('content'),
      place('content', 'abc'),
      place('layout.1', null, '8'),
    ]
    const find = (wanted: HighlightMessage) => innermostHolder(places, (p) => p, wanted)
    expect(find(highlight('layout.1.items.0.title'))).toBe(places[1])
    expect(find(highlight('layout.12'))).toBe(places[2])
    expect(find(highlight('content', 'abc'))).toBe(places[4])
    expect(find(highlight('content'))).toBe(places[3])
    expect(find(highlight('slug'))).toBeNull()
    expect(find(highlight(null))).toBeNull()
  })
})
