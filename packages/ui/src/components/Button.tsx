import type { ComponentPropsWithoutRef } from 'react'
import styled, { css } from 'styled-components'
import { tokens as t } from '../tokens'

export const buttonVariants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
] as const
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const

export type ButtonVariant = (typeof buttonVariants)[number]
export type ButtonSize = (typeof buttonSizes)[number]

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
    box-shadow:
      ${t.shadow.sm},
      inset 0 1px 0 rgb(255 255 255 / 0.16);
    &:hover {
      background: ${t.color.primaryHover};
    }
  `,
  destructive: css`
    background: ${t.color.destructive};
    color: ${t.color.destructiveFg};
    box-shadow: ${t.shadow.sm};
    &:hover {
      background: ${t.color.destructiveHover};
    }
  `,
  outline: css`
    background: transparent;
    color: ${t.color.fg};
    border-color: ${t.color.borderStrong};
    &:hover {
      background: ${t.color.bgMuted};
      border-color: ${t.color.fgMuted};
    }
  `,
  secondary: css`
    background: ${t.color.secondary};
    color: ${t.color.secondaryFg};
    &:hover {
      background: ${t.color.secondaryHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${t.color.fg};
    &:hover {
      background: ${t.color.secondary};
      color: ${t.color.secondaryFg};
    }
  `,
  link: css`
    background: transparent;
    color: ${t.color.link};
    text-decoration: underline;
    text-decoration-thickness: 0.08em;
    text-underline-offset: 0.2em;
    &:hover {
      text-decoration-thickness: 0.14em;
    }
  `,
}

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`
    min-height: 2.75rem;
    padding: 0.625rem 1.25rem;
    font-size: 0.9375rem;
  `,
  sm: css`
    min-height: 2.25rem;
    padding: 0.4375rem 0.875rem;
    font-size: ${t.fontSize.sm};
    border-radius: ${t.radius.sm};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0.8125rem 1.625rem;
    font-size: 1.0625rem;
  `,
  icon: css`
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
  `,
}

/** Shared button look, exported for server-rendered wrappers that style a client island's trigger. */
export const buttonStyles = css<StyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${t.radius.md};
  font-family: inherit;
  font-weight: ${t.fontWeight.semibold};
  line-height: 1.25;
  letter-spacing: -0.01em;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${t.duration.fast} ease,
    border-color ${t.duration.fast} ease,
    color ${t.duration.fast} ease,
    box-shadow ${t.duration.fast} ease,
    transform ${t.duration.fast} ease;

  &:active {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: 2px solid ${t.color.ring};
    outline-offset: 3px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    pointer-events: none;
  }
  & svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
  }

  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $variant }) =>
    $variant === 'link' &&
    css`
      min-height: 0;
      padding-inline: 0;
      box-shadow: none;
    `}
`

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`

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

const isLink = (props: ButtonProps): props is ButtonAsLinkProps => props.href !== undefined

/** Renders an `<a>` when `href` is given (target and rel pass through), otherwise a `<button>`. */
export function Button(props: ButtonProps) {
  if (isLink(props)) {
    const { variant = 'default', size = 'default', fullWidth = false, ...anchorProps } = props
    return (
      <StyledButton
        as="a"
        $variant={variant}
        $size={size}
        $fullWidth={fullWidth}
        {...anchorProps}
      />
    )
  }
  const {
    variant = 'default',
    size = 'default',
    fullWidth = false,
    type = 'button',
    ...buttonProps
  } = props
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...buttonProps}
    />
  )
}
