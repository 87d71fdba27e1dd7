'use client'

const requests = new Map<string, Promise<unknown>>()

/**
 * What a server action answers for `key`, asked once per page and shared by every caller (texts
 * of a modal the page does not carry, issue 39). A failure resolves to null and is asked again
 * on the next call.
 */
export function askOnce<T>(key: string, ask: () => Promise<T | null>): Promise<T | null> {
  const known = requests.get(key) as Promise<T | null> | undefined
  if (known) return known
  const request = ask().then(
    (answer) => answer,
    () => null,
  )
  requests.set(key, request)
  void request.then((answer) => {
    if (answer === null) requests.delete(key)
  })
  return request
}
