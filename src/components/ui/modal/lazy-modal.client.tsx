'use client'

import { type ComponentType, lazy, Suspense, useEffect } from 'react'

import { registerModalLoader, useOpenings } from './modal-registry.client'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

/**
 * A modal whose code (Base UI, forms, its body) loads on first opening, or on a trigger's intent,
 * so pages do not ship it in their first-load JS. It stays mounted once closed, for the close
 * animation, and mounts afresh on each opening, so forms start from the current state.
 */
export function lazyModal<P extends object>(id: string, load: Loader<P>): ComponentType<P> {
  registerModalLoader(id, load)
  const Body = lazy(load)
  function LazyModal(props: P) {
    const openings = useOpenings(id)
    if (openings === 0) return null
    return (
      <Suspense fallback={null}>
        <Body key={openings} {...props} />
      </Suspense>
    )
  }
  LazyModal.displayName = `LazyModal(${id})`
  return LazyModal
}

/**
 * The same for a modal each instance of a block has (its `id` prop: one per testimonial block on
 * a page), so two blocks never open together.
 */
export function lazyModalOfEach<P extends { id: string }>(load: Loader<P>): ComponentType<P> {
  const Body = lazy(load)
  function LazyModalOfEach(props: P) {
    useEffect(() => registerModalLoader(props.id, load), [props.id])
    const openings = useOpenings(props.id)
    if (openings === 0) return null
    return (
      <Suspense fallback={null}>
        <Body key={openings} {...props} />
      </Suspense>
    )
  }
  return LazyModalOfEach
}
