import { viewFromPath } from './view'

describe('viewFromPath', () => {
  it.each([
    ['/talente', 'talent'],
    ['/talente/', 'talent'],
    ['/talente/so-funktionierts', 'talent'],
    ['/talente/vergleich', 'talent'],
    ['/talente?ref=ad', 'talent'],
    ['/unternehmen', 'company'],
    ['/unternehmen/preise', 'company'],
    ['/', 'company'],
    ['/jobbeschreibung', 'company'],
    ['/interview-tipps', 'company'],
    ['/talentepool', 'company'],
    ['/unternehmen/talente', 'company'],
  ])('%s is the %s view', (path, view) => {
    expect(viewFromPath(path)).toBe(view)
  })
})
