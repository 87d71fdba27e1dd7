'use client'

import { lazyModalOfEach } from '@/components/ui/modal/lazy-modal.client'

/** The phone's list of every quote of a testimonial block, loaded on first opening. */
export const TestimonialsModalHost = lazyModalOfEach(() => import('./testimonials-modal.client'))
