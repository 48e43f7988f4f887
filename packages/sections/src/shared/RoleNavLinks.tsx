'use client'

import { useEffect, useState } from 'react'
import type { RoleNavItem } from './RoleNav'

/** How far down the screen a role must have come to count as the one being read. */
const READING_LINE = 0.35

/** The role being read: the last one whose top has passed the reading line, while it lasts. */
function roleInView(ids: readonly string[]): string | undefined {
  const line = window.innerHeight * READING_LINE
  let current: string | undefined
  for (const id of ids) {
    const box = document.getElementById(id)?.getBoundingClientRect()
    if (box && box.top <= line) current = box.bottom > line ? id : undefined
  }
  return current
}

/**
 * The jump links, the one of the role being read marked `aria-current` (and styled as the active
 * tab), updated as the visitor scrolls. Server-rendered without a mark: the links work without
 * JavaScript.
 */
export function RoleNavLinks({ items }: { items: RoleNavItem[] }) {
  const [current, setCurrent] = useState<string>()
  const ids = items.map((item) => item.id).join(' ')

  useEffect(() => {
    const roles = ids.split(' ')
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setCurrent(roleInView(roles)))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [ids])

  return (
    <ul role="list">
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} aria-current={item.id === current ? 'location' : undefined}>
            {item.label}
            {item.hint ? <span className="role-nav-hint">{item.hint}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
