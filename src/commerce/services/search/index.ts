export { findLocalities } from '@/commerce/db/locality-repository'
export { type CatalogueSearch, searchCatalogue } from './results'
export { createSearchIndexes, dropSearchIndexes } from './search-sql'
