export { fulfilActivationOrder } from './load'
export { placeActivationOrder } from './place'
