'use client'

import dynamic from 'next/dynamic'

// The blocks' client parts, each its own chunk that only a page showing the block loads (see
// components/islands.client.tsx).

export const VideoFacade = dynamic(() =>
  import('./embed-video/component.client').then((module) => module.VideoFacade),
)

export const TestimonialsModalHost = dynamic(() =>
  import('./testimonial/testimonials-modal-host.client').then(
    (module) => module.TestimonialsModalHost,
  ),
)
