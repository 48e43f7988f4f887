export { NotFoundPage as default, notFoundPageMetadata as generateMetadata } from '../document'
