'use client'

import { useEffect, useRef, useState } from 'react'

type Props = { src: string; title: string; playLabel: string }

/**
 * A facade until the visitor asks for the video: the provider's player (and its cookies, scripts
 * and requests) loads only on click. Focus then moves to the player, which replaced the button.
 */
export function VideoFacade({ src, title, playLabel }: Props) {
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  if (playing) {
    return (
      <iframe
        ref={player}
        src={src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        loading="lazy"
        className="aspect-video w-full rounded-2xl bg-ink"
      />
    )
  }
  return (
    <button
      type="button"
      aria-label={playLabel}
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full cursor-pointer flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl bg-ink bg-[radial-gradient(circle_at_25%_20%,rgb(255_255_255/0.14),transparent_55%)] p-6 text-center text-white"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-brand text-brand-contrast shadow-lg ring-4 ring-white/20 transition group-hover:scale-110 sm:size-20">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 fill-current sm:size-10">
          <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
        </svg>
      </span>
      <span className="max-w-xl text-lg font-semibold text-balance sm:text-2xl">{title}</span>
    </button>
  )
}
