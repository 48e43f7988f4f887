import { anchor, bandTone } from '../props'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { BulletList } from '../shared/BulletList'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('traits')

interface TraitsProps {
  content: SectionOf<'traitsSection'>
}

/** The traits a team looks for and those it does not, side by side. */
export function Traits({ content }: TraitsProps) {
  const id = anchor(content, 'werte')
  const lists = [
    {
      key: 'wanted',
      title: content.wantedTitle,
      items: content.wanted,
      mark: 'check-circle',
      tone: 'success',
    } as const,
    {
      key: 'not',
      title: content.notWantedTitle,
      items: content.notWanted,
      mark: 'x-circle',
      tone: 'destructive',
    } as const,
  ].filter((column) => column.items.length > 0)
  if (lists.length === 0) return null

  return (
    <Band className="traits" id={id} tone={bandTone(content)} intro={content}>
      <div className="columns">
        {lists.map((column) => (
          <div key={column.key} className={column.key}>
            <h3>{hyphenate(column.title)}</h3>
            <BulletList mark={column.mark} tone={column.tone}>
              {column.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </BulletList>
          </div>
        ))}
      </div>
      {styles}
    </Band>
  )
}
