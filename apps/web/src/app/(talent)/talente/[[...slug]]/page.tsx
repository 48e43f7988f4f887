import type { Metadata, ResolvingMetadata } from 'next'
import { pageParams } from '@/lib/pages'
import { PageView } from '@/routes/PageView'
import { pageMetadataFor } from '@/routes/pageMetadataFor'

// Pages published after the build render on their first request, then stay cached (ISR).
export const dynamicParams = true

/** `/talente` itself and every page below it. */
export async function generateStaticParams() {
  return (await pageParams('talent')).map(({ slug }) => ({ slug: slug.slice(1) }))
}

interface Props {
  params: Promise<{ slug?: string[] }>
}

const slugOf = (slug: string[] | undefined) => ['talente', ...(slug ?? [])].join('/')

export async function generateMetadata(
  { params }: Props,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  return pageMetadataFor(slugOf((await params).slug), parent)
}

/** `/talente` and every `page` document below it: the talent view. */
export default async function TalentPage({ params }: Props) {
  return <PageView slug={slugOf((await params).slug)} />
}
