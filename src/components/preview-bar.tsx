import { getTranslations } from 'next-intl/server'

import type { EditDoc } from './click-to-edit/protocol'
import { LivePreviewListener } from './live-preview-listener.client'

/** Shown in draft mode only: says the page is a preview and offers the way out. */
export async function PreviewBar({ path, doc }: { path: string; doc: EditDoc }) {
  const t = await getTranslations('Preview')
  const exit = `/api/exit-preview/?${new URLSearchParams({ path })}`
  return (
    <div className="sticky top-0 z-40 flex items-center justify-center gap-4 bg-ink px-4 py-2 text-sm text-surface">
      <span>{t('draft')}</span>
      <a href={exit} className="font-semibold underline">
        {t('exit')}
      </a>
      <LivePreviewListener doc={doc} texts={{ clickToEdit: t('clickToEdit') }} />
    </div>
  )
}
