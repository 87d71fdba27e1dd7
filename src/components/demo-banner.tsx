import { getTranslations } from 'next-intl/server'

import { isDemoShop } from '@/server/demo'

/** On every page of a demo shop, so that nobody takes a simulated payment for a real one. */
export async function DemoBanner() {
  if (!isDemoShop()) return null
  const t = await getTranslations('Demo')
  return (
    <aside aria-label={t('label')} className="bg-ink text-surface">
      <p className="px-4 py-1.5 text-center text-sm font-semibold">{t('banner')}</p>
    </aside>
  )
}
