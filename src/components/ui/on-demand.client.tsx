'use client'

import { type ComponentType, useEffect, useState } from 'react'

/**
 * A component whose code loads when it first renders, or earlier through `load()`: a lazy
 * modal's loader awaits that, so the component then renders at once. Widgets export their
 * heavy parts this way, so a page importing the widget for something light does not ship them.
 * Unlike React.lazy it never suspends: until its code is in, it renders nothing.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const start = () => (loading ??= load().then((component) => (loaded = component)))
  function OnDemand(props: P) {
    const [Component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (!Component) void start().then((component) => setComponent(() => component))
    }, [Component])
    return Component && <Component {...props} />
  }
  return Object.assign(OnDemand, { load: start })
}
