import { contentPath } from '@/server/route-paths'
import { MediaImage } from '@/components/media-image'
import { Section } from '@/components/section'
import type { Locale } from '@/i18n/routing'
import type { GivingMoment } from '@/payload-types'

import type { TemplateProps } from './template'

export type GivingMomentsData = { locale: Locale; moments: GivingMoment[] }

/** The giving moments overview: the editors' page, then a tile per moment on its colour. */
export function GivingMomentsOverviewTemplate({ data, layout }: TemplateProps<GivingMomentsData>) {
  const { moments, locale } = data
  return (
    <>
      {layout}
      {moments.length > 0 && (
        <Section>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {moments.map((moment) => (
              <li key={moment.id}>
                <a
                  href={contentPath('giving-moments', moment.slug, locale)}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl ring-1 ring-ink/10 hover:shadow-md"
                >
                  <span
                    className="block aspect-[1.586] p-4"
                    style={{ backgroundColor: moment.backgroundColor?.color ?? undefined }}
                  >
                    <MediaImage
                      media={moment.image}
                      alt=""
                      width={428}
                      height={270}
                      className="size-full object-contain"
                    />
                  </span>
                  <span className="p-4 font-semibold group-hover:underline">{moment.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}
