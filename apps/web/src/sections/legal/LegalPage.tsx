import styled from 'styled-components'
import { media, Prose, tokens as t } from '@repo/ui'
import { RichText, richTextBlocks } from '@/components/RichText'
import { formatMonthYear } from '@/lib/format'
import type { LegalPageQueryResult } from '@/sanity.types'
import { text } from '../guards'
import { headingAnchors } from './anchors'

// One styled element for the page frame, header, notice and table of contents (plain children
// with short class names) plus `Prose` for the text: legal pages stay as light as a blank page.
const Article = styled.article`
  max-width: calc(${t.size.containerNarrow} + 2 * ${t.size.gutter});
  margin-inline: auto;
  padding: ${t.size.sectionYCompact} ${t.size.gutter} ${t.size.sectionY};

  > header {
    margin-block-end: ${t.space[10]};
    padding-block-end: ${t.space[8]};
    border-bottom: 1px solid ${t.color.border};
  }
  h1 {
    font-size: ${t.fontSize['3xl']};
    line-height: 1.15;
    letter-spacing: ${t.letterSpacing.tight};
  }
  .updated {
    margin-block-start: ${t.space[3]};
    color: ${t.color.fgMuted};
  }
  .notice {
    margin-block-start: ${t.space[6]};
    padding: ${t.space[4]} ${t.space[5]};
    border-inline-start: 4px solid ${t.color.accent};
    border-radius: ${t.radius.sm};
    background: ${t.color.accentSoft};
    font-size: ${t.fontSize.sm};
  }
  .notice strong {
    display: block;
    margin-block-end: ${t.space[1]};
    color: ${t.color.accentSoftFg};
  }
  .toc {
    margin-block-end: ${t.space[10]};
    padding: ${t.space[5]} ${t.space[6]};
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.md};
    background: ${t.color.bgMuted};
    font-size: ${t.fontSize.sm};
  }
  .toc h2 {
    margin-block-end: ${t.space[3]};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
    letter-spacing: ${t.letterSpacing.wide};
    text-transform: uppercase;
  }
  .toc ol {
    display: grid;
    gap: ${t.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .toc a {
    display: block;
    padding-block: ${t.space[1]};
    color: ${t.color.fgMuted};
    text-decoration: none;
  }
  .toc a:hover {
    color: ${t.color.link};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  /* Long texts on wide screens: the table of contents stays beside the text while reading. */
  ${media.lg} {
    &.has-toc {
      display: grid;
      grid-template-columns: minmax(0, ${t.size.containerNarrow}) 16rem;
      column-gap: ${t.space[16]};
      align-items: start;
      max-width: calc(${t.size.container} + 2 * ${t.size.gutter});
    }
    &.has-toc > header {
      grid-column: 1 / -1;
    }
    &.has-toc > .toc {
      position: sticky;
      top: calc(${t.size.headerHeight} + ${t.space[6]});
      grid-area: 2 / 2;
      max-height: calc(100dvh - ${t.size.headerHeight} - ${t.space[12]});
      overflow-y: auto;
    }
    &.has-toc > .body {
      grid-area: 2 / 1;
    }
  }
`

export type LegalDocument = NonNullable<LegalPageQueryResult['document']>
export type LegalLabels = LegalPageQueryResult['labels']

const TOC_TITLE_ID = 'legal-toc-title'

interface LegalPageProps {
  document: LegalDocument
  labels: LegalLabels | undefined
}

/**
 * A legal text: title, date of its version ("Stand"), an optional highlighted notice (e.g. that
 * company data are sample data), an optional table of contents and the text itself.
 */
export function LegalPage({ document, labels }: LegalPageProps) {
  const title = text(document.title)
  const blocks = richTextBlocks(document.body)
  const month = formatMonthYear(document.updatedAt)
  const [beforeDate, afterDate = ''] = (text(labels?.updatedTemplate) ?? '{date}').split('{date}')
  const notice = text(document.notice)
  const noticeLabel = text(labels?.noticeLabel)
  const tocLabel = text(labels?.tocLabel)
  const headings = document.tableOfContents === true && tocLabel ? headingAnchors(blocks) : []
  // A table of contents with one entry is noise; its headings then need no anchors either.
  const anchors = headings.length > 1 ? headings : []
  const hasToc = anchors.length > 0

  return (
    <Article className={hasToc ? 'has-toc' : undefined}>
      <header>
        {title && <h1>{title}</h1>}
        {month && (
          <p className="updated">
            {beforeDate}
            <time dateTime={document.updatedAt ?? undefined}>{month}</time>
            {afterDate}
          </p>
        )}
        {notice && (
          <div className="notice" role="note">
            {noticeLabel && <strong>{noticeLabel}</strong>}
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
                <a href={`#${anchor.id}`}>{anchor.text}</a>
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
    </Article>
  )
}
