export { NotFoundPage as default } from '../not-found-page'
