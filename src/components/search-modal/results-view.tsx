import { useId } from 'react'

import { tintedBackground } from '@/components/card-background'
import { GiftCardTile } from '@/components/gift-card-tile'
import { MediaImage } from '@/components/media-image'

import type { SearchTexts } from './texts'
import type { GivingMomentItem, SearchGroup, SearchItem } from './results'
import { tileGrid } from './tile-grid'

function GivingMomentTile({ item }: { item: GivingMomentItem }) {
  return (
    <a href={item.path} className="group block rounded-2xl">
      <div
        className="aspect-[4/3] overflow-hidden rounded-2xl"
        style={{ backgroundColor: tintedBackground(item.backgroundColor) }}
      >
        <MediaImage
          media={item.image}
          alt=""
          width={640}
          height={480}
          className="size-full object-cover"
        />
      </div>
      <span className="mt-3 block font-semibold text-pretty group-hover:underline sm:text-lg">
        {item.heroTitle}
      </span>
    </a>
  )
}

/** A result: a gift card as in the product lists, or a giving moment under its hero title. */
function ResultTile({ item }: { item: SearchItem }) {
  if (item.__typename === 'SearchGivingMomentItem') return <GivingMomentTile item={item} />
  return (
    <GiftCardTile
      title={item.title}
      href={item.path}
      image={item.image}
      backgroundColor={item.backgroundColor}
      showShadow={item.showShadow}
      showHand={false}
    />
  )
}

function ResultGroup({ group, labels }: { group: SearchGroup; labels: SearchTexts }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {labels.groups[group.groupType]}
      </h2>
      <ul className={`mt-4 ${tileGrid}`}>
        {group.items.map((item) => (
          <li key={item.id}>
            <ResultTile item={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The results of a search, by group (spec §3 "Search result"). */
export function ResultsView({ groups, labels }: { groups: SearchGroup[]; labels: SearchTexts }) {
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <ResultGroup key={group.groupType} group={group} labels={labels} />
      ))}
    </div>
  )
}
