'use client'

// The product lists' client parts in one module, so that next/dynamic loads them as one chunk
// (components/islands.client.tsx): apart, the list page loaded four chunks, 0.8 KB gz more.
export { ListViewTracker } from '@/components/analytics/list-view-tracker.client'

export { FilterModal } from './filters/filter-modal.client'
export { FilterOptions } from './filters/filter-options.client'
export { ProductTiles } from './product-tiles.client'
