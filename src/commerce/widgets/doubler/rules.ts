import { zodResolver } from '@hookform/resolvers/zod'

import { doublerFormSchema } from '@/commerce/domain/doubler/entry'

/** The doubler form's resolver: the shared entry rules, terms ticked (loaded on first use). */
export const doublerResolver = zodResolver(doublerFormSchema)
