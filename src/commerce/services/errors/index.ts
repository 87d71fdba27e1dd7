// The errors inside data of spec §8 that services answer; the gateway only passes them on.
export { activationError, activationInputErrors } from './activation-error'
export { cardError } from './card-error'
export { doublerError } from './doubler-error'
export {
  errorCodes,
  GENERIC_MESSAGE,
  gatewayError,
  type GatewayError,
  genericError,
  unstorableTextErrors,
  validationErrors,
} from './gateway-error'
export { orderError } from './order-error'
export { orderLimitErrors } from './order-limit-errors'
