'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { TermsField } from '@/components/form/terms-field.client'
import { EmailField } from '@/components/form/email-field.client'

import type { DoublerTexts } from './texts'

type Field = { id: string; registration: UseFormRegisterReturn; error: string | undefined }

type Props = {
  /** The form's field(name) of useCaptchaForm. */
  field: (name: 'email' | 'termsAccepted') => Field
  texts: DoublerTexts['doubler']
  termsHref: string
}

/** What every doubler entry asks last: the e-mail the result goes to, and the draw's terms. */
export function DoublerEntryFields({ field, texts, termsHref }: Props) {
  return (
    <>
      <EmailField {...field('email')} label={texts.email} hint={texts.emailHint} />
      <TermsField
        {...field('termsAccepted')}
        template={texts.terms}
        linkLabel={texts.termsLink}
        href={termsHref}
      />
    </>
  )
}
