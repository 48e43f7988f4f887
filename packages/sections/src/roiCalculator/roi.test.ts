import {
  estimateEuro,
  plausibleAssumptions,
  roiEuro,
  roiResults,
  workingRange,
  type RoiAssumptions,
} from './roi'

// The spec's figures (§9): 20 % headhunter fee, 2,000 € job boards and 3,500 € social ads per hire,
// 249.99 € × 12 for the product, 38 days saved per hire, 15 % of a monthly salary per month saved.
const spec: RoiAssumptions = {
  headhunterFeePercent: 20,
  jobBoardsCostPerHire: 2000,
  socialAdsCostPerHire: 3500,
  productPrice: 249.99,
  productPaymentsPerYear: 12,
  daysSavedPerHire: 38,
  revenueSharePercent: 15,
}

describe('roiResults', () => {
  // Expected values worked out by hand, e.g. for 65,000 € and 3 hires:
  // headhunter 65,000 × 0.2 × 3 = 39,000; days 38 × 3 = 114;
  // revenue 114 / 30 × 65,000 / 12 × 0.15 = 3.8 × 5,416.67 × 0.15 = 3,087.50.
  it.each`
    case                      | salary    | hires | jobBoards | socialAds | headhunter | daysSaved | extraRevenue
    ${'defaults'}             | ${60000}  | ${3}  | ${6000}   | ${10500}  | ${36000}   | ${114}    | ${2850}
    ${'lower bounds'}         | ${40000}  | ${1}  | ${2000}   | ${3500}   | ${8000}    | ${38}     | ${633.33}
    ${'upper bounds'}         | ${120000} | ${20} | ${40000}  | ${70000}  | ${480000}  | ${760}    | ${38000}
    ${'one salary step up'}   | ${65000}  | ${3}  | ${6000}   | ${10500}  | ${39000}   | ${114}    | ${3087.5}
    ${'one more hire'}        | ${60000}  | ${4}  | ${8000}   | ${14000}  | ${48000}   | ${152}    | ${3800}
    ${'both one step up'}     | ${65000}  | ${4}  | ${8000}   | ${14000}  | ${52000}   | ${152}    | ${4116.67}
    ${'mid range'}            | ${85000}  | ${7}  | ${14000}  | ${24500}  | ${119000}  | ${266}    | ${9420.83}
    ${'top salary, 1 hire'}   | ${120000} | ${1}  | ${2000}   | ${3500}   | ${24000}   | ${38}     | ${1900}
    ${'low salary, 20 hires'} | ${40000}  | ${20} | ${40000}  | ${70000}  | ${160000}  | ${760}    | ${12666.67}
  `(
    '$case: $salary € × $hires hires',
    ({ salary, hires, jobBoards, socialAds, headhunter, daysSaved, extraRevenue }) => {
      expect(roiResults({ salary, hires }, spec)).toMatchObject({
        costs: { jobBoards, socialAds, headhunter, product: 2999.88 },
        daysSaved,
        extraRevenue,
      })
    },
  )

  // Savings = a way's yearly cost − 2,999.88 € (the product), per hire ÷ hires, in cents; e.g. for
  // the defaults against a headhunter 36,000 − 2,999.88 = 33,000.12, ÷ 3 = 11,000.04.
  it.each`
    case                    | salary    | hires | headhunter               | jobBoards              | socialAds
    ${'defaults'}           | ${60000}  | ${3}  | ${[33000.12, 11000.04]}  | ${[3000.12, 1000.04]}  | ${[7500.12, 2500.04]}
    ${'one more hire'}      | ${60000}  | ${4}  | ${[45000.12, 11250.03]}  | ${[5000.12, 1250.03]}  | ${[11000.12, 2750.03]}
    ${'lower bounds'}       | ${40000}  | ${1}  | ${[5000.12, 5000.12]}    | ${[-999.88, -999.88]}  | ${[500.12, 500.12]}
    ${'mid range'}          | ${85000}  | ${7}  | ${[116000.12, 16571.45]} | ${[11000.12, 1571.45]} | ${[21500.12, 3071.45]}
    ${'upper bounds'}       | ${120000} | ${20} | ${[477000.12, 23850.01]} | ${[37000.12, 1850.01]} | ${[67000.12, 3350.01]}
    ${'top salary, 1 hire'} | ${120000} | ${1}  | ${[21000.12, 21000.12]}  | ${[-999.88, -999.88]}  | ${[500.12, 500.12]}
  `(
    'saves against each way, per year and per hire: $case',
    ({ salary, hires, headhunter, jobBoards, socialAds }) => {
      const saving = ([perYear, perHire]: [number, number]) => ({ perYear, perHire })
      expect(roiResults({ salary, hires }, spec).savings).toEqual({
        headhunter: saving(headhunter),
        jobBoards: saving(jobBoards),
        socialAds: saving(socialAds),
      })
    },
  )

  it('has no saving per hire without hires', () => {
    const { savings } = roiResults({ salary: 60000, hires: 0 }, spec)
    expect(savings.headhunter).toEqual({ perYear: -2999.88, perHire: undefined })
  })

  it('charges the product per year, whatever the number of hires', () => {
    const one = roiResults({ salary: 60000, hires: 1 }, spec)
    const twenty = roiResults({ salary: 120000, hires: 20 }, spec)
    expect(one.costs.product).toBe(2999.88)
    expect(twenty.costs.product).toBe(2999.88)
  })
})

describe('plausibleAssumptions', () => {
  it('accepts the spec’s figures', () => {
    expect(plausibleAssumptions(spec)).toBe(true)
  })

  it('refuses a negative figure', () => {
    expect(plausibleAssumptions({ ...spec, jobBoardsCostPerHire: -1 })).toBe(false)
  })
})

describe('workingRange', () => {
  const salary = { min: 40000, max: 120000, step: 5000, initial: 60000 }

  it('accepts a working range', () => {
    expect(workingRange(salary)).toBe(true)
  })

  it.each([
    ['min above max', { ...salary, min: 130000 }],
    ['a step that does not reach max', { ...salary, step: 7000 }],
    ['a zero step', { ...salary, step: 0 }],
    ['a start off the steps', { ...salary, initial: 62000 }],
    ['a start beyond max', { ...salary, initial: 125000 }],
  ])('refuses %s', (_case, range) => {
    expect(workingRange(range)).toBe(false)
  })
})

describe('estimateEuro', () => {
  it.each([
    [33000.12, '33.000\u00a0€'],
    [500.12, '500\u00a0€'],
    [999.88, '1.000\u00a0€'],
    [-1500.5, '-1.501\u00a0€'],
    [-0.3, '0\u00a0€'],
  ])('writes %d as %s: whole euros', (amount, expected) => {
    expect(estimateEuro(amount)).toBe(expected)
  })
})

describe('roiEuro', () => {
  it.each([
    [33000.12, '33.000\u00a0€'],
    [2999.88, '3.000\u00a0€'],
    [-1500.5, '-1.501\u00a0€'],
    [999.88, '999,88\u00a0€'],
    [999.996, '1.000\u00a0€'],
    [249.99, '249,99\u00a0€'],
  ])('writes %d as %s: whole euros from 1.000 € on', (amount, expected) => {
    expect(roiEuro(amount)).toBe(expected)
  })
})
