import { legalRoute } from '@/sections/legal/route'

const { generateMetadata, Page } = legalRoute('datenschutz')

export { generateMetadata }
export default Page
