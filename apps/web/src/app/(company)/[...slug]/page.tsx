import type { Metadata, ResolvingMetadata } from 'next'
import { pageParams } from '@/lib/pages'
import { PageView } from '@/routes/PageView'
import { pageMetadataFor } from '@/routes/pageMetadataFor'

// Pages published after the build render on their first request, then stay cached (ISR).
export const dynamicParams = true

export const generateStaticParams = () => pageParams('company')

interface Props {
  params: Promise<{ slug: string[] }>
}

export async function generateMetadata(
  { params }: Props,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  return pageMetadataFor((await params).slug.join('/'), parent)
}

/** Every `page` document outside /talente, by its path: the company view. */
export default async function CompanyPage({ params }: Props) {
  return <PageView slug={(await params).slug.join('/')} />
}
