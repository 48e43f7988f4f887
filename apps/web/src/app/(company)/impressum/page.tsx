import { legalRoute } from '@/legal/route'

const { generateMetadata, Page } = legalRoute('impressum')

export { generateMetadata }
export default Page
