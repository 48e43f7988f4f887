import { legalRoute } from '@/sections/legal/route'

const { generateMetadata, Page } = legalRoute('security')

export { generateMetadata }
export default Page
