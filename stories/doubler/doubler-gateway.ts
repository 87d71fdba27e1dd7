import { type GatewayBody, interceptGateway } from '../gateway-fetch'

/** works: the card enters the draw; entered: it is in that draw already; wrongPin. */
export type DoublerGatewayMode = 'works' | 'entered' | 'wrongPin'

const entry = {
  lastFour: '4321',
  drawDate: '2027-02-01',
  formattedDrawDate: 'lundi 1 février 2027',
  productId: '12',
}

const refusals: Record<Exclude<DoublerGatewayMode, 'works'>, object> = {
  entered: {
    code: 2080,
    message: 'Cette carte participe déjà au tirage du lundi 1 février 2027.',
    referencedRequestParameter: null,
  },
  wrongPin: {
    code: 2050,
    message: 'Ce numéro de carte et ce code PIN ne vont pas ensemble. Vérifiez-les et réessayez.',
    referencedRequestParameter: null,
  },
}

/** enterDoubler answered 400 ms after the question, as the mode says. Returns the undo. */
export function mockDoublerGateway(mode: DoublerGatewayMode): () => void {
  return interceptGateway((body: GatewayBody) => {
    if (!body.query.includes('enterDoubler')) {
      return Response.json({ errors: [{ message: 'No mock for this operation' }] })
    }
    const enterDoubler =
      mode === 'works' ? { entry, errors: [] } : { entry: null, errors: [refusals[mode]] }
    return Response.json({ data: { enterDoubler } })
  }, 400)
}
