import { legalRoute } from '@/legal/route'

const { generateMetadata, Page } = legalRoute('cookies')

export { generateMetadata }
export default Page
