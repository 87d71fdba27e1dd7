'use client'

import { useSyncExternalStore } from 'react'

/** What a trigger hands to the modal it opens (the banner's proposed country, for instance). */
export type ModalPayload = Readonly<Record<string, string>>

export type OpenModal = { id: string; payload: ModalPayload } | null

let current: OpenModal = null
const openings = new Map<string, number>()
const listeners = new Set<() => void>()
const loaders = new Map<string, () => Promise<unknown>>()

const emit = () => listeners.forEach((listener) => listener())

/**
 * Opens a modal by id from anywhere (header, footer, banner…): the open one closes, since the
 * spec allows one modal at a time and the hosts live in different React trees.
 */
export function openModal(id: string, payload: ModalPayload = {}): void {
  current = { id, payload }
  openings.set(id, openingsOf(id) + 1)
  emit()
}

/** Closes the modal if it is the open one (a late close of a replaced modal changes nothing). */
export function closeModal(id: string): void {
  if (current?.id !== id) return
  current = null
  emit()
}

export const openedModal = (): OpenModal => current

export function subscribeToModals(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How many times a modal was opened: hosts render nothing before the first opening. */
export const openingsOf = (id: string): number => openings.get(id) ?? 0

/** A host tells how to load its modal's code, so a trigger can start loading on intent. */
export function registerModalLoader(id: string, load: () => Promise<unknown>): void {
  loaders.set(id, load)
}

/** Starts loading a modal's code (pointer over or focus on a trigger), ahead of the click. */
export function preloadModal(id: string): void {
  void loaders.get(id)?.()
}

/** The open modal, for hosts and bodies; null on the server and before any opening. */
export function useOpenModal(): OpenModal {
  return useSyncExternalStore(subscribeToModals, openedModal, () => null)
}

/** A modal's openings, for its host: it loads the code on the first, starts afresh on each. */
export function useOpenings(id: string): number {
  return useSyncExternalStore(
    subscribeToModals,
    () => openingsOf(id),
    () => 0,
  )
}
