import { legalRoute } from '@/legal/route'

const { generateMetadata, Page } = legalRoute('agb')

export { generateMetadata }
export default Page
