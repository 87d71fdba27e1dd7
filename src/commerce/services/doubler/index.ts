export { drawCardById, enterDraw, refused } from './enter'
export { runDoublerDraws } from './run-draws'
