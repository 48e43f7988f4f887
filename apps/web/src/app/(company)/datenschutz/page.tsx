import { legalRoute } from '@/legal/route'

const { generateMetadata, Page } = legalRoute('datenschutz')

export { generateMetadata }
export default Page
