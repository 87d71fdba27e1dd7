'use client'

import dynamic from 'next/dynamic'

// The content route's client parts that only some pages show, loaded by the pages showing them
// (rendered on the server as ever, their chunk preloaded): the product lists' parts as one chunk,
// the modal trigger as another. Imported directly by the route's server components, they shared
// the route's chunk, which every content page loaded (13.3 → 11.2 KB gz of ours; issue 39).

export const ProductTiles = dynamic(() =>
  import('./catalogue/list-parts.client').then((module) => module.ProductTiles),
)

export const ListViewTracker = dynamic(() =>
  import('./catalogue/list-parts.client').then((module) => module.ListViewTracker),
)

export const FilterOptions = dynamic(() =>
  import('./catalogue/list-parts.client').then((module) => module.FilterOptions),
)

export const FilterModal = dynamic(() =>
  import('./catalogue/list-parts.client').then((module) => module.FilterModal),
)

export const ModalTrigger = dynamic(() =>
  import('./ui/modal/modal-trigger.client').then((module) => module.ModalTrigger),
)
