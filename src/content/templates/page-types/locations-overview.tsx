import type { BackgroundColor } from '@/components/card-background'
import { GiftCardTile } from '@/components/gift-card-tile'
import type { ImageSource } from '@/components/media-image'
import { Section } from '@/components/section'

import type { TemplateProps } from './template'

/** A gift card accepted in places: its tile leads to its locations overview. */
export type CardWithPlacesTile = {
  id: number
  title: string
  /** Its locations overview (/cartes-cadeaux/{product}/emplacement/). */
  href: string
  image: ImageSource | null
  backgroundColor: BackgroundColor
  showShadow: boolean
  showHand: boolean
  /** '3 adresses dans 3 villes'. */
  summary: string
}

export type LocationsOverviewData = { title: string; cards: CardWithPlacesTile[] }

/** The locations overview: the editors' page, then every card accepted in places, with its count. */
export function LocationsOverviewTemplate({ data, layout }: TemplateProps<LocationsOverviewData>) {
  return (
    <>
      {layout}
      {data.cards.length > 0 && (
        <Section labelledBy="cards-with-places">
          <h2 id="cards-with-places" className="mb-6 text-3xl font-bold tracking-tight">
            {data.title}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {data.cards.map((card) => (
              <li key={card.id} className="flex flex-col gap-1">
                <GiftCardTile
                  title={card.title}
                  href={card.href}
                  image={card.image}
                  backgroundColor={card.backgroundColor}
                  showShadow={card.showShadow}
                  showHand={card.showHand}
                />
                <p className="px-1 text-sm">{card.summary}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}
