import { legalRoute } from '@/legal/route'

const { generateMetadata, Page } = legalRoute('security')

export { generateMetadata }
export default Page
