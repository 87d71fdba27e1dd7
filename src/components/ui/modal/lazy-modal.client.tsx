'use client'

import { type ComponentType, type FunctionComponent, lazy, Suspense, useEffect } from 'react'

import { registerModalLoader, useOpenings } from './modal-registry.client'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

/** The host of a lazily loaded body: nothing before the first opening, a fresh body on each. */
function lazyHost<P extends object>(
  load: Loader<P>,
  idOf: (props: P) => string,
): FunctionComponent<P> {
  const Body = lazy(load)
  return function LazyModal(props: P) {
    const openings = useOpenings(idOf(props))
    if (openings === 0) return null
    return (
      <Suspense fallback={null}>
        <Body key={openings} {...props} />
      </Suspense>
    )
  }
}

/**
 * A modal whose code (Base UI, forms, its body) loads on first opening, or on a trigger's intent,
 * so pages do not ship it in their first-load JS. It stays mounted once closed, for the close
 * animation, and mounts afresh on each opening, so forms start from the current state.
 */
export function lazyModal<P extends object>(id: string, load: Loader<P>): ComponentType<P> {
  registerModalLoader(id, load)
  const LazyModal = lazyHost(load, () => id)
  LazyModal.displayName = `LazyModal(${id})`
  return LazyModal
}

/**
 * The same for a modal each instance of a block has (its `id` prop: one per testimonial block on
 * a page), so two blocks never open together.
 */
export function lazyModalOfEach<P extends { id: string }>(load: Loader<P>): ComponentType<P> {
  const Host = lazyHost(load, (props) => props.id)
  function LazyModalOfEach(props: P) {
    useEffect(() => registerModalLoader(props.id, load), [props.id])
    return <Host {...props} />
  }
  return LazyModalOfEach
}
