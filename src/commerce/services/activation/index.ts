export { fulfilActivationOrder } from './load'
export { activationOptions, createActivationOrder } from './requests'
