export { enterDoubler, enterDoublerWithRedeemToken } from './entries'
export { runDoublerDraws } from './run-draws'
