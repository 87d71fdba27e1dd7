export { findBlocksQueue } from './blocks-queue'
export { suggestLocalities } from './localities'
export { type CatalogueSearch, searchCatalogue } from './results'
