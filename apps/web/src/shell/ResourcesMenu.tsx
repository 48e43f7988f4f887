import { ResourcesMenuIsland } from './islands'
import type { ResourceItem } from './ResourcesMenuIsland'

interface ResourcesMenuProps {
  label: string | undefined
  items: ResourceItem[]
}

export function ResourcesMenu({ label, items }: ResourcesMenuProps) {
  if (!label || items.length === 0) return null
  return (
    <div className="resources-menu">
      <ResourcesMenuIsland label={label} items={items} />
    </div>
  )
}
