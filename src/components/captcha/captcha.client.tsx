'use client'

import { type ComponentType, type Ref, useImperativeHandle, useRef, useState } from 'react'

import { CAPTCHA_CHALLENGE_URL, captchaProviders } from './providers'
import type {
  CaptchaProviderName,
  CaptchaTexts,
  CaptchaWidgetHandle,
  CaptchaWidgetProps,
} from './types'

/** What a form holds of its captcha. */
export type CaptchaHandle = {
  /** Starts loading the widget: the form was focused, a token will be wanted. */
  prepare: () => void
  /** The token for a request: the one solved, else solved now; null when none could be had. */
  token: () => Promise<string | null>
  /** Forgets the token once a request used it. */
  reset: () => void
  /** Moves focus to the captcha (the form was sent without its token). */
  focus: () => void
}

type Props = {
  ref: Ref<CaptchaHandle>
  language: string
  texts: CaptchaTexts
  hideBadge?: boolean
  provider?: CaptchaProviderName
  onChange?: (token: string | null) => void
  /** The id of the field's error message, tied to the group for screen readers. */
  errorId?: string
  invalid?: boolean
}

type Widget = ComponentType<CaptchaWidgetProps>

/** A promise with its resolver: the widget's handle, once it mounts. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * The captcha of a form (spec §5: no token, no request). The provider's widget, some 35 kB,
 * loads when the form is first used, not with the page; until then its place is kept.
 */
export function Captcha({
  ref,
  language,
  texts,
  hideBadge = false,
  provider = 'altcha',
  onChange,
  errorId,
  invalid,
}: Props) {
  const [Widget, setWidget] = useState<Widget | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  const [handle] = useState(() => deferred<CaptchaWidgetHandle | null>())
  const group = useRef<HTMLDivElement>(null)

  const load = () =>
    (loading.current ??= captchaProviders[provider]().then(
      (module) => setWidget(() => module.default),
      // Offline or blocked: no widget, so no token, and the form says the captcha is required.
      () => handle.resolve(null),
    ))

  useImperativeHandle(ref, () => ({
    prepare: () => void load(),
    token: async () => {
      void load()
      return (await handle.promise)?.solve() ?? null
    },
    reset: () => void handle.promise.then((widget) => widget?.reset()),
    focus: () => group.current?.focus(),
  }))

  return (
    <div
      ref={group}
      tabIndex={-1}
      role="group"
      aria-label={texts.group}
      aria-describedby={invalid ? errorId : undefined}
      className="min-h-16 rounded-lg outline-offset-2"
    >
      {Widget ? (
        <Widget
          ref={(widget) => {
            if (widget) handle.resolve(widget)
          }}
          challengeUrl={CAPTCHA_CHALLENGE_URL}
          language={language}
          texts={texts}
          hideBadge={hideBadge}
          onChange={onChange}
        />
      ) : (
        // Keeps the widget's place; the group's name already says what it is.
        <p
          aria-hidden="true"
          className="flex min-h-16 items-center rounded-lg border border-ink/25 px-4 text-sm"
        >
          {texts.label}
        </p>
      )}
    </div>
  )
}
