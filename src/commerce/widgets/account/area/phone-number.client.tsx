'use client'

import { useEffect, useState } from 'react'

/**
 * A stored E.164 number as people read it ('+33 6 12 34 56 78'). The formatter (libphonenumber's
 * metadata) loads after the page, not with it; until then the number shows as stored.
 */
export function PhoneNumber({ phone }: { phone: string }) {
  const [shown, setShown] = useState(phone)
  useEffect(() => {
    let current = true
    void import('./phone-format').then(({ phoneDisplay }) => {
      if (current) setShown(phoneDisplay(phone))
    })
    return () => {
      current = false
    }
  }, [phone])
  return shown
}
