/** Whether the browser holds a script-readable cookie of this name (the cart and session hints). */
export const hasCookie = (name: string): boolean =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))
