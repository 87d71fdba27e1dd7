import type fr from '@/i18n/messages/fr'
import { precompile } from '@/i18n/precompile'

import type { SearchMessages } from './props'

/** The search modal's part of a language's messages, compiled for the browser's formatter. */
export const searchMessages = (messages: typeof fr): SearchMessages => ({
  Search: precompile(messages.Search),
  Errors: { generic: messages.Errors.generic },
})
