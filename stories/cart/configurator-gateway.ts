import { GATEWAY_ENDPOINT } from '@/commerce/client/request'

/** How the mocked gateway answers addGiftcardPackage. */
export type AddMode = 'adds' | 'refusesNote' | 'limit' | 'fails'

const errorsOf: Record<AddMode, unknown[]> = {
  adds: [],
  refusesNote: [
    {
      message: 'La note personnelle n’est pas valide.',
      code: 1000,
      referencedRequestParameter: 'package.message',
    },
  ],
  limit: [{ message: '', code: 2030, referencedRequestParameter: null }],
  fails: [],
}

/**
 * Stands in for the gateway at the fetch level (like the search stories): the configurator's
 * real request code runs, and the answer is the one the story asks for. Returns the undo.
 */
export function mockAddToCart(mode: AddMode): () => void {
  const original = window.fetch
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.includes(GATEWAY_ENDPOINT)) return original(input, init)
    await new Promise((resolve) => setTimeout(resolve, 400))
    if (mode === 'fails') return new Response('Bad gateway', { status: 502 })
    // The cart itself is the cart stories' business: an added package answers its count.
    const order = mode === 'adds' ? { id: 'cart', itemsQty: 1 } : null
    return Response.json({ data: { addGiftcardPackage: { order, errors: errorsOf[mode] } } })
  }
  return () => {
    window.fetch = original
  }
}
