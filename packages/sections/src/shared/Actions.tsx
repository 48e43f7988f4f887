import { Cluster, cx, type ClusterProps } from '@repo/ui'
import './Actions.css'

/** Buttons side by side where they fit; full-width and stacked on phones. */
export function Actions({ className, ...rest }: ClusterProps) {
  return <Cluster className={cx('actions', className)} {...rest} />
}
