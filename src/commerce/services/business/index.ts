export { requestBusinessQuote } from './quote'
