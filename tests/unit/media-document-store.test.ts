import type { FilterOptionsProps } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  mediaOfDocumentStore,
  mediaOfEditedStore,
  mediaOfStore,
} from '@/collections/media/document-store'

/*
 * Issue 38: an image field offers and accepts the files of the edited document's store and the
 * shared ones (no store), not those of the store chosen in /admin's selector.
 */
const SHARED = { store: { exists: false } }
const ofRow = (row: number) => ({ or: [SHARED, { store: { equals: row } }] })
const props = (given: Partial<FilterOptionsProps>) => given as FilterOptionsProps

describe('the files an image field offers', () => {
  it('are the document’s store’s and the shared ones', () => {
    expect(mediaOfStore(7)).toEqual(ofRow(7))
    // The store as Payload gives it at some depth: its row.
    expect(mediaOfStore({ id: 7, name: 'Cadeaubon' })).toEqual(ofRow(7))
    expect(mediaOfDocumentStore(props({ data: { store: 8 } }))).toEqual(ofRow(8))
  })

  it('in a store’s own document, are that store’s and the shared ones', () => {
    expect(mediaOfEditedStore(props({ id: 9, data: { storeId: 54 } }))).toEqual(ofRow(9))
  })

  it('are the shared ones only for a document of no store yet', () => {
    expect(mediaOfStore(null)).toEqual(SHARED)
    expect(mediaOfStore(undefined)).toEqual(SHARED)
    expect(mediaOfDocumentStore(props({ data: {} }))).toEqual(SHARED)
    expect(mediaOfEditedStore(props({ data: {} }))).toEqual(SHARED)
  })
})
