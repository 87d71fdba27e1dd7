/** The id of a YouTube or Vimeo video from the URLs editors paste, or null. */
export function embedVideoId(provider: string | undefined, url: unknown): string | null {
  if (typeof url !== 'string') return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const host = parsed.hostname.replace(/^www\./, '')
  if (provider === 'YOUTUBE') {
    if (host === 'youtu.be') return /^\/([\w-]{11})$/.exec(parsed.pathname)?.[1] ?? null
    if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      const id =
        parsed.searchParams.get('v') ??
        /^\/(?:embed|shorts)\/([\w-]{11})/.exec(parsed.pathname)?.[1]
      return id && /^[\w-]{11}$/.test(id) ? id : null
    }
  }
  if (provider === 'VIMEO' && (host === 'vimeo.com' || host === 'player.vimeo.com')) {
    return /\/(\d{6,})(?:\/|$)/.exec(parsed.pathname)?.[1] ?? null
  }
  return null
}

export const isEmbedVideoUrl = (provider: string | undefined, url: unknown): boolean =>
  embedVideoId(provider, url) !== null

/** The privacy-friendly player address (no cookies before play) of an embedded video. */
export function embedPlayerUrl(provider: 'VIMEO' | 'YOUTUBE', id: string): string {
  return provider === 'YOUTUBE'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`
}
