import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import type { CardValues } from './card-fields.client'
import { type CardCredentials, cardCredentialsSchema } from './rules'

export const cardResolver = zodResolver(cardCredentialsSchema) as Resolver<
  CardValues,
  unknown,
  CardCredentials
>
