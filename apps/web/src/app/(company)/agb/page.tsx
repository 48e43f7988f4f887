import { legalRoute } from '@/sections/legal/route'

const { generateMetadata, Page } = legalRoute('agb')

export { generateMetadata }
export default Page
