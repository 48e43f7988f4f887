import { act, fireEvent, render, screen } from '@testing-library/react'
import { Toaster, toast } from '.'

describe('toast', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers())
    jest.useRealTimers()
  })

  it('has a polite live region before any toast is shown', () => {
    render(<Toaster />)
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toBeEmptyDOMElement()
  })

  it('shows a toast and removes it after 5000 ms', () => {
    render(<Toaster />)
    act(() => {
      toast('Link kopiert')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Link kopiert')

    act(() => jest.advanceTimersByTime(4999))
    expect(screen.getByRole('status')).toHaveTextContent('Link kopiert')

    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('status')).not.toHaveTextContent('Link kopiert')
  })

  it('honours a custom duration per toast', () => {
    render(<Toaster />)
    act(() => {
      toast('kurz', { duration: 1000 })
      toast('lang', { duration: 8000 })
    })
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getByRole('status')).not.toHaveTextContent('kurz')
    expect(screen.getByRole('status')).toHaveTextContent('lang')

    act(() => jest.advanceTimersByTime(7000))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('can be closed early when a dismiss label is given', () => {
    render(<Toaster dismissLabel="Schließen" />)
    act(() => {
      toast('Gespeichert')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
