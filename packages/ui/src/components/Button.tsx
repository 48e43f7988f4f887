import type { ComponentPropsWithoutRef } from 'react'
import { buttonSizes, buttonVariants, cx, type ButtonSize, type ButtonVariant } from '../classes'

export { buttonSizes, buttonVariants }
export type { ButtonSize, ButtonVariant }

type CommonProps = {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Stretch to the container's width (e.g. stacked call-to-action buttons on phones). */
  fullWidth?: boolean
}

export type ButtonAsButtonProps = CommonProps &
  ComponentPropsWithoutRef<'button'> & { href?: undefined }
export type ButtonAsLinkProps = CommonProps & ComponentPropsWithoutRef<'a'> & { href: string }
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps

/** The classes of a button's look; also for client islands that render their own trigger. */
export function buttonClassName({
  variant = 'default',
  size = 'default',
  fullWidth = false,
  className,
}: CommonProps & { className?: string }) {
  return cx(
    'ui-button',
    `ui-button-size-${size}`,
    `ui-button-${variant}`,
    fullWidth && 'ui-button-full',
    className,
  )
}

const isLink = (props: ButtonProps): props is ButtonAsLinkProps => props.href !== undefined

/**
 * Renders an `<a>` when `href` is given (target and rel pass through), otherwise a `<button>`.
 * Styled by the global class layer: no style tag per button.
 */
export function Button(props: ButtonProps) {
  if (isLink(props)) {
    const { variant, size, fullWidth, className, children, ...anchorProps } = props
    return (
      <a className={buttonClassName({ variant, size, fullWidth, className })} {...anchorProps}>
        {children}
      </a>
    )
  }
  const { variant, size, fullWidth, className, type = 'button', ...buttonProps } = props
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...buttonProps}
    />
  )
}
