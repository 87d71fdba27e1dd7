import { getStore } from '@/server/store'

import type { BlockProps } from '../types'
import { ContactView } from './view'

/** Contact details of the store: read from the store document, so editors keep them in one place. */
export default async function Contact({ block, context }: BlockProps<'contact'>) {
  const store = await getStore(context.locale)
  return (
    <ContactView
      block={block}
      organisation={store.organisation}
      businessContact={store.businessContact}
      locale={context.locale}
    />
  )
}
