'use client'

import { useEffect, useRef, type VideoHTMLAttributes } from 'react'

/**
 * A muted looping clip that plays itself only for visitors who have not asked for reduced
 * motion, and only while it is on screen: `preload="none"` keeps it from loading before then.
 * With reduced motion (or without JavaScript) it stays on its poster with controls.
 */
export function LoopingVideo(props: VideoHTMLAttributes<HTMLVideoElement>) {
  const ref = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    const motion = window.matchMedia('(prefers-reduced-motion: no-preference)')
    let visible = false
    const update = () => {
      if (visible && motion.matches) video.play().catch(() => {})
      else video.pause()
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = entry?.isIntersecting ?? false
        update()
      },
      { threshold: 0.25 },
    )
    observer.observe(video)
    motion.addEventListener('change', update)
    return () => {
      observer.disconnect()
      motion.removeEventListener('change', update)
    }
  }, [])

  return <video ref={ref} muted loop playsInline preload="none" controls {...props} />
}
