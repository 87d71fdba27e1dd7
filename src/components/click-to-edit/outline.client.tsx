'use client'

import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

type Props = {
  target: HTMLElement
  /** `hover`: under the pointer or keyboard focus; `selected`: the field the editor is in. */
  variant: 'hover' | 'selected'
  label: string
}

const looks = {
  hover: 'outline-2 outline-dashed outline-sky-600',
  selected: 'outline-3 outline-solid outline-sky-700 bg-sky-500/10',
}

/** Where a marked element shows: it has no box of its own (`display: contents`), its contents do. */
export function boxOf(target: HTMLElement): DOMRect {
  const range = document.createRange()
  range.selectNodeContents(target)
  return range.getBoundingClientRect()
}

/**
 * An outline around a marked element with its label, kept on it every frame (scrolling, images
 * loading, the page re-rendering after a save); hidden once the element is gone or empty.
 */
export function Outline({ target, variant, label }: Props) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let frame = 0
    const place = () => {
      const style = box.current?.style
      const rect = target.isConnected ? boxOf(target) : null
      if (style && (!rect || rect.width === 0 || rect.height === 0)) style.display = 'none'
      else if (style && rect) {
        style.display = 'block'
        style.transform = `translate(${rect.left}px, ${rect.top}px)`
        style.width = `${rect.width}px`
        style.height = `${rect.height}px`
      }
      frame = requestAnimationFrame(place)
    }
    place()
    return () => cancelAnimationFrame(frame)
  }, [target])
  return createPortal(
    <div
      ref={box}
      aria-hidden="true"
      data-edit-outline={variant}
      data-edit-for={target.dataset.editPath}
      className={`pointer-events-none fixed top-0 left-0 z-50 -outline-offset-2 ${looks[variant]}`}
    >
      <span className="absolute top-0 left-0 rounded-br bg-sky-700 px-1.5 py-0.5 font-sans text-xs text-white">
        {label}
      </span>
    </div>,
    document.body,
  )
}
