import { stylesheet } from './stylesheet'
import { Cluster, cx, type ClusterProps } from '@repo/ui'

const styles = stylesheet('actions')

/** Buttons side by side where they fit; full-width and stacked on phones. */
export function Actions({ className, children, ...rest }: ClusterProps) {
  return (
    <Cluster className={cx('actions', className)} {...rest}>
      {children}
      {styles}
    </Cluster>
  )
}
