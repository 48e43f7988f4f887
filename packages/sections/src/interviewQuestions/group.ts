export interface CategoryGroup<Q> {
  category: string
  questions: Q[]
  /** Number of the group's first question when all groups are listed in order (from 1). */
  first: number
}

/**
 * Groups questions by category, categories in the order they first appear and questions in
 * their given (editorial) order, so editors control both with one ranking.
 */
export function groupByCategory<Q extends { category: string }>(
  questions: Q[],
): CategoryGroup<Q>[] {
  const groups = new Map<string, Q[]>()
  for (const question of questions) {
    const group = groups.get(question.category)
    if (group) group.push(question)
    else groups.set(question.category, [question])
  }
  let first = 1
  return [...groups].map(([category, grouped]) => {
    const group = { category, questions: grouped, first }
    first += grouped.length
    return group
  })
}
