import { groupByCategory } from './group'

describe('groupByCategory', () => {
  it('keeps categories in order of first appearance and questions in their order', () => {
    const questions = ['A1', 'B1', 'A2', 'C1', 'B2'].map((id) => ({ id, category: id[0]! }))
    const groups = groupByCategory(questions)
    expect(groups.map((group) => group.category)).toEqual(['A', 'B', 'C'])
    expect(groups.map((group) => group.questions.map((q) => q.id))).toEqual([
      ['A1', 'A2'],
      ['B1', 'B2'],
      ['C1'],
    ])
  })

  it('numbers each group’s first question as the grouped list runs on', () => {
    const questions = ['A', 'A', 'B', 'C', 'C', 'C'].map((category) => ({ category }))
    expect(groupByCategory(questions).map((group) => group.first)).toEqual([1, 3, 4])
  })

  it('returns no groups for no questions', () => {
    expect(groupByCategory([])).toEqual([])
  })
})
