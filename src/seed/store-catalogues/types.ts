/** A category of a store's catalogue: its title, path segment and line, per language. */
export type CategoryText = { title: string; slug: string; description: string }

export type StoreCategorySeed = {
  /** Its Dutch slug, by which the cards name it. */
  key: string
  text: Partial<Record<'nl' | 'fr', CategoryText>>
}

/** A card of a store's catalogue; its Dutch slug is its slug in every language. */
export type StoreCardSeed = {
  name: string
  /** Its title where the language names it otherwise (generic cards). */
  titles?: Partial<Record<'nl' | 'fr', string>>
  category: string
  /** The description per language the store speaks. */
  text: Partial<Record<'nl' | 'fr', string>>
  /** A well-known brand's card: the brand gets a page of its own (the card's image as logo). */
  brand?: boolean
  /** The choice card, exchangeable for the store's other cards. */
  multiBrand?: boolean
}

/** What a Belgian or Dutch store sells: categories in the menu's order, then its cards. */
export type StoreCatalogueSeed = {
  storeId: number
  locales: readonly ('nl' | 'fr')[]
  /** The word printed on the cards' faces. */
  cardWord: string
  categories: StoreCategorySeed[]
  cards: StoreCardSeed[]
}
