export { findLocalities } from './find-localities'
export { findMatches, type Match } from './find-matches'
export { createSearchIndexes, dropSearchIndexes } from './search-sql'
