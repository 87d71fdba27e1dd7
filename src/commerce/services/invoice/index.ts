export { renderInvoicePdf } from './render-invoice'
