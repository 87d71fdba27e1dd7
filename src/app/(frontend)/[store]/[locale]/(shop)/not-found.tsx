export { NotFoundBoundary as default } from '../not-found-page'
