'use client'

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/routing'

/**
 * Content the server renders when asked (a server action's answer), so that pages do not carry
 * it: asked once, on the first `request`; a failed ask says so and the next request asks again.
 * `ask` is memoized by the caller.
 */
export function useAskedContent(ask: () => Promise<ReactNode>) {
  const [content, setContent] = useState<ReactNode>(null)
  const [failed, setFailed] = useState(false)
  const requested = useRef(false)
  const request = useCallback(() => {
    if (requested.current) return
    requested.current = true
    setFailed(false)
    const fail = () => {
      requested.current = false
      setFailed(true)
    }
    ask().then((answer) => (answer ? setContent(answer) : fail()), fail)
  }, [ask])
  return { content, failed, request }
}

type Props = { locale: Locale; load: (locale: Locale) => Promise<ReactNode> }

/**
 * Content asked as soon as this renders in the browser, for a part every page could show but few
 * do (a route group's 404 boundary): nothing shows until it has come. Beside the hook the
 * header's menus use, so that it adds no script of its own to every page (issue 39).
 */
export function AskedContent({ locale, load }: Props) {
  const { content, request } = useAskedContent(useCallback(() => load(locale), [load, locale]))
  useEffect(request, [request])
  return content
}
