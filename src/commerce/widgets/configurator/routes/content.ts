/** What the content route's product template (src/content) uses of the Configurator widget. */
export { ProductConfigurator } from '../product-configurator'
