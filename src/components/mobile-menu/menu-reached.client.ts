'use client'

import { createContext, useContext } from 'react'

/**
 * How many times the shopper has reached for the mobile menu (pointer on the hamburger, focus,
 * press): content inside the menu loads on the first and tries again on the next ones.
 */
export const MenuReached = createContext(0)

export const useMenuReached = (): number => useContext(MenuReached)
