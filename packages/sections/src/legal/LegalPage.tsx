import { Prose } from '@repo/ui'
import type { LegalPageQueryResult } from '@repo/content/sanity.types'
import { formatMonthYear } from '../lib/format'
import { hyphenate, hyphenateHeading } from '../lib/hyphenate'
import { RichText, richTextBlocks } from '../lib/RichText'
import { stylesheet } from '../shared/stylesheet'
import { headingAnchors } from './anchors'

const styles = stylesheet('legal-page')

export type LegalDocument = NonNullable<LegalPageQueryResult['document']>
export type LegalLabels = LegalPageQueryResult['labels']

const TOC_TITLE_ID = 'legal-toc-title'

interface LegalPageProps {
  document: LegalDocument
  labels: LegalLabels
}

/**
 * A legal text: title, date of its version ("Stand"), an optional highlighted notice (e.g. that
 * company data are sample data), an optional table of contents and the text itself.
 */
export function LegalPage({ document, labels }: LegalPageProps) {
  const blocks = richTextBlocks(document.body)
  const month = formatMonthYear(document.updatedAt)
  const [beforeDate, afterDate = ''] = (labels?.updatedTemplate ?? '{date}').split('{date}')
  const notice = document.notice
  const tocLabel = labels?.tocLabel
  const headings = document.tableOfContents === true && tocLabel ? headingAnchors(blocks) : []
  // A table of contents with one entry is noise; its headings then need no anchors either.
  const anchors = headings.length > 1 ? headings : []
  const hasToc = anchors.length > 0

  return (
    <article className={hasToc ? 'legal-page has-toc' : 'legal-page'} data-mobile-bar="off">
      <header>
        <h1>{hyphenateHeading(document.title)}</h1>
        {month && (
          <p className="updated">
            {beforeDate}
            <time dateTime={document.updatedAt ?? undefined}>{month}</time>
            {afterDate}
          </p>
        )}
        {notice && (
          <div className="notice" role="note">
            {labels && <strong>{labels.noticeLabel}</strong>}
            {notice}
          </div>
        )}
      </header>
      {hasToc && (
        <nav className="toc" aria-labelledby={TOC_TITLE_ID}>
          <h2 id={TOC_TITLE_ID}>{tocLabel}</h2>
          <ol>
            {anchors.map((anchor) => (
              <li key={anchor.id}>
                <a href={`#${anchor.id}`}>{hyphenate(anchor.text)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <Prose className="body">
        <RichText
          value={blocks}
          anchors={Object.fromEntries(anchors.map((anchor) => [anchor.key, anchor.id]))}
        />
      </Prose>
      {styles}
    </article>
  )
}
