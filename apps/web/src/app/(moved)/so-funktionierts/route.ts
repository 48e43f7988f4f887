import { redirectTo } from '@/shell/redirectTo'

// Moved under the company view's base path.
export const GET = redirectTo('/unternehmen/so-funktionierts', { permanent: true })
