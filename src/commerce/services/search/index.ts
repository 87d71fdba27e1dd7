export { findLocalities } from '@/commerce/db/locality-repository'
export { findMatches, type Match } from '@/commerce/db/search-repository'
export { createSearchIndexes, dropSearchIndexes } from './search-sql'
