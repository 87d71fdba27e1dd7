import { afterEach, describe, expect, it, vi } from 'vitest'

import { acceptsClose } from '@/components/ui/modal/close-policy'
import {
  closeModal,
  openedModal,
  openingsOf,
  openModal,
  preloadModal,
  registerModalLoader,
  subscribeToModals,
} from '@/components/ui/modal/modal-registry.client'

describe('modal registry', () => {
  afterEach(() => {
    const open = openedModal()
    if (open) closeModal(open.id)
  })

  it('keeps one modal open at a time: opening another closes the first', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToModals(listener)
    openModal('store-switcher', { country: 'BE' })
    expect(openedModal()).toEqual({ id: 'store-switcher', payload: { country: 'BE' } })
    openModal('cookie-dialog')
    expect(openedModal()).toEqual({ id: 'cookie-dialog', payload: {} })
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('ignores the late close of a modal that is no longer open', () => {
    openModal('store-switcher')
    openModal('cookie-dialog')
    closeModal('store-switcher')
    expect(openedModal()?.id).toBe('cookie-dialog')
    closeModal('cookie-dialog')
    expect(openedModal()).toBeNull()
  })

  it('counts the openings of each modal', () => {
    const before = openingsOf('cart')
    openModal('cart')
    openModal('cart')
    expect(openingsOf('cart')).toBe(before + 2)
  })

  it("starts loading a modal's code on a trigger's intent", () => {
    const load = vi.fn(() => Promise.resolve())
    registerModalLoader('filter', load)
    preloadModal('filter')
    preloadModal('not-registered')
    expect(load).toHaveBeenCalledOnce()
  })
})

describe('closing a modal', () => {
  it('closes on Esc only where enabled; the close button and backdrop always close', () => {
    expect(acceptsClose('escape-key', false)).toBe(false)
    expect(acceptsClose('escape-key', true)).toBe(true)
    expect(acceptsClose('close-press', false)).toBe(true)
    expect(acceptsClose('outside-press', false)).toBe(true)
  })
})
