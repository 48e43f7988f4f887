import { redirectTo } from '@/shell/redirectTo'

// Moved under the talent view's base path.
export const GET = redirectTo('/talente', { permanent: true })
