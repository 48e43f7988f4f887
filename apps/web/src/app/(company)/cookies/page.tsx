import { legalRoute } from '@/sections/legal/route'

const { generateMetadata, Page } = legalRoute('cookies')

export { generateMetadata }
export default Page
