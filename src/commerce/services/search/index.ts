export { type LocalitySuggestion, suggestLocalities } from './localities'
export { type CatalogueSearch, searchCatalogue } from './results'
