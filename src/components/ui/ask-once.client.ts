'use client'

import { use, useEffect } from 'react'

const requests = new Map<string, Promise<unknown>>()

/**
 * What a server action answers for `key`, asked once per page and shared by every caller (texts
 * of a modal the page does not carry, issue 39). A failure answers null.
 */
export function askOnce<T>(key: string, ask: () => Promise<T | null>): Promise<T | null> {
  const known = requests.get(key) as Promise<T | null> | undefined
  if (known) return known
  const request = ask().then(
    (answer) => answer,
    () => null,
  )
  requests.set(key, request)
  return request
}

/** Forgets `key`'s answer (a failed one), so that the next caller asks again. */
export const forgetAnswer = (key: string): void => void requests.delete(key)

/** As askOnce, but a failed answer is forgotten at once: the next caller asks again. */
export async function askUntilAnswered<T>(
  key: string,
  ask: () => Promise<T | null>,
): Promise<T | null> {
  const answer = await askOnce(key, ask)
  if (answer === null) forgetAnswer(key)
  return answer
}

/**
 * The answer in a lazily loaded modal's body, suspending until it has come (its host's Suspense
 * shows nothing meanwhile); `given` (stories) stands in for it. A failed answer, or one `keep`
 * refuses (a part missing), is forgotten once rendered, so the next opening asks again, not this
 * render's retry.
 */
export function useAskedOnce<T>(
  key: string,
  ask: () => Promise<T | null>,
  given?: T,
  keep: (answer: T) => boolean = () => true,
): T | null {
  const answer = given ?? use(askOnce(key, ask))
  const forget = answer === null || !keep(answer)
  useEffect(() => {
    if (forget) forgetAnswer(key)
  }, [forget, key])
  return answer
}
