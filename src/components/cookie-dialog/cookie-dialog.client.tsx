'use client'

import { useState } from 'react'

import { forgetClickId } from '@/commerce/client/click-id'
import { useAskedOnce } from '@/components/ui/ask-once.client'

import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal } from '@/components/ui/modal/modal-registry.client'

import {
  ACCEPT_ALL,
  type Consent,
  CONSENT_EVENT,
  consentCookie,
  consentFromCookies,
  NOTHING_OPTIONAL,
} from './consent'
import { pushConsentUpdate } from './consent-mode'
import type { CookieDialogTexts } from './texts'
import { COOKIE_DIALOG_MODAL } from './modal-id'
import { loadCookieDialogTexts } from './texts.action'

export type CookieDialogProps = {
  /** The page's language, to ask the texts in. */
  locale: string
  /** Given by stories; pages leave them out and the dialog asks them on opening (issue 39). */
  labels?: CookieDialogTexts
  statementHref: string
}

const button = 'min-h-11 rounded-full px-5 font-semibold'

function Category(props: {
  title: string
  text: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}) {
  return (
    <label className="flex items-start justify-between gap-4 border-t border-ink/10 py-4">
      <span>
        <span className="block font-semibold">{props.title}</span>
        <span className="block text-sm">{props.text}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange?.(event.target.checked)}
        className="mt-1 size-6 shrink-0 accent-brand"
      />
    </label>
  )
}

const forgetKeptClick = () => {
  try {
    forgetClickId(window.localStorage)
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * 'Cookies', loaded on first opening with its texts: the lazy host's Suspense shows nothing until
 * both have come.
 */
export default function CookieDialog(props: CookieDialogProps) {
  const { locale } = props
  const labels = useAskedOnce(
    `cookie-dialog:${locale}`,
    () => loadCookieDialogTexts(locale),
    props.labels,
  )
  // No texts (the request failed): nothing, asked again on the next opening.
  return labels ? <CookieChoices labels={labels} statementHref={props.statementHref} /> : null
}

/** The categories with their switches, prefilled with the stored choice. */
function CookieChoices({
  labels,
  statementHref,
}: Omit<CookieDialogProps, 'locale'> & { labels: CookieDialogTexts }) {
  // Read once per mount: the dialog's content mounts anew on each opening.
  const [consent, setConsent] = useState<Consent>(
    () => consentFromCookies(document.cookie) ?? NOTHING_OPTIONAL,
  )
  const save = (choice: Consent) => {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:')
    // Consent Mode v2: the tags hear the choice before the container loads on it.
    pushConsentUpdate(choice)
    window.dispatchEvent(new Event(CONSENT_EVENT))
    // Marketing refused: the ad click kept from the landing page goes too.
    if (!choice.marketing) forgetKeptClick()
    closeModal(COOKIE_DIALOG_MODAL)
  }
  return (
    <Modal
      id={COOKIE_DIALOG_MODAL}
      title={labels.title}
      description={labels.intro}
      closeLabel={labels.close}
      actions={
        <>
          <button
            type="button"
            onClick={() => save(consent)}
            className={`${button} border border-ink hover:bg-muted`}
          >
            {labels.save}
          </button>
          <button
            type="button"
            onClick={() => save(ACCEPT_ALL)}
            className={`${button} bg-brand text-brand-contrast hover:opacity-90`}
          >
            {labels.acceptAll}
          </button>
        </>
      }
    >
      <Category title={labels.necessary} text={labels.necessaryText} checked disabled />
      <Category
        title={labels.analytics}
        text={labels.analyticsText}
        checked={consent.analytics}
        onChange={(analytics) => setConsent({ ...consent, analytics })}
      />
      <Category
        title={labels.marketing}
        text={labels.marketingText}
        checked={consent.marketing}
        onChange={(marketing) => setConsent({ ...consent, marketing })}
      />
      <a
        href={statementHref}
        className="mt-2 inline-block py-1 text-sm underline underline-offset-4 hover:no-underline"
      >
        {labels.statement}
      </a>
    </Modal>
  )
}
