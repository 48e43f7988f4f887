import { redirectTo } from '@/shell/redirectTo'

// The root may become a view chooser later, so browsers must not cache this redirect.
export const GET = redirectTo('/unternehmen', { permanent: false })
