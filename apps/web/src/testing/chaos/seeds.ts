/**
 * The seeds a chaos test runs: `CHAOS_SEED=<n>` reruns one (the number a failure names),
 * `CHAOS_SEEDS=<count>` runs seeds 1…count, else 1…fallback.
 */
export function chaosSeeds({ fallback }: { fallback: number }): number[] {
  const one = Number.parseInt(process.env.CHAOS_SEED ?? '', 10)
  if (Number.isInteger(one)) return [one]
  const count = Number.parseInt(process.env.CHAOS_SEEDS ?? '', 10)
  return Array.from({ length: count > 0 ? count : fallback }, (_, index) => index + 1)
}
