import { expect, test, type Locator, type Page } from '@playwright/test'
import { companyComparison, shown, talentComparison } from './content'
import { sectionOf } from './helpers'

// The figures below are worked out by hand from the spec's formulas (§9), not by the site's code:
// headhunter = salary × 20 % × hires, job boards 2,000 € and social ads 3,500 € per hire,
// product 249.99 € × 12, days saved = 38 × hires, revenue = days / 30 × salary / 12 × 15 %;
// savings = a way's cost − the product's, per hire ÷ hires. Results are shown in whole euros.

const roi = () => companyComparison().roiCalculator

/** The figure next to a result label of the ROI calculator. */
function result(section: Locator, label: string): Locator {
  return section
    .locator('dl > div')
    .filter({ has: section.page().locator('dt', { hasText: shown(label, { exact: true }) }) })
    .locator('dd')
}

async function expectResults(
  section: Locator,
  figures: {
    jobBoards: string
    socialAds: string
    headhunter: string
    product: string
    daysSaved: string
    extraRevenue: string
  },
) {
  const labels = roi().labels
  for (const key of ['jobBoards', 'socialAds', 'headhunter', 'product'] as const) {
    await expect(result(section, labels[key]), key).toHaveText(figures[key])
  }
  await expect(result(section, labels.daysSaved)).toHaveText(figures.daysSaved)
  await expect(result(section, labels.extraRevenue)).toHaveText(figures.extraRevenue)
}

type Channel = 'headhunter' | 'socialAds' | 'jobBoards'

/** The saving against a way to hire as shown: per year, then per hire (absolute amounts). */
async function expectSaving(
  section: Locator,
  channel: Channel,
  [perYear, perHire]: [string, string],
  { extraCosts = false } = {},
) {
  const labels = roi().labels
  const label = (extraCosts ? labels.extraCostsTemplate : labels.savingsTemplate).replace(
    '{channel}',
    labels[channel],
  )
  await expect(result(section, label), channel).toHaveText(
    `${labels.perYearTemplate.replace('{amount}', perYear)} ${labels.perHireTemplate.replace('{amount}', perHire)}`,
  )
}

const defaults = {
  jobBoards: '6.000 €',
  socialAds: '10.500 €',
  headhunter: '36.000 €',
  product: '3.000 €',
  daysSaved: '114 Tage',
  extraRevenue: '2.850 €',
}

test.describe('/unternehmen/vergleich', () => {
  const calculator = (page: Page) => sectionOf(page, roi().heading)

  test.beforeEach(async ({ page }) => {
    await page.goto('/unternehmen/vergleich')
  })

  test('shows the page heading and its SEO title', async ({ page }) => {
    const doc = companyComparison()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.hero.heading)
    await expect(page).toHaveTitle(new RegExp(`^${escape(doc.seo.title)}`))
  })

  test('starts the calculator at 60,000 € and 3 hires', async ({ page }) => {
    const section = calculator(page)
    const salary = section.getByRole('slider', { name: roi().salary.label })
    const hires = section.getByRole('slider', { name: roi().hires.label })
    await expect(salary).toHaveValue('60000')
    await expect(salary).toHaveAttribute('min', '40000')
    await expect(salary).toHaveAttribute('max', '120000')
    await expect(salary).toHaveAttribute('step', '5000')
    await expect(hires).toHaveValue('3')
    await expect(hires).toHaveAttribute('min', '1')
    await expect(hires).toHaveAttribute('max', '20')
    await expectResults(section, defaults)
  })

  test('the sliders move by keyboard and the results follow live', async ({ page }) => {
    const section = calculator(page)
    const salary = section.getByRole('slider', { name: roi().salary.label })
    const hires = section.getByRole('slider', { name: roi().hires.label })

    await salary.focus()
    await page.keyboard.press('ArrowRight')
    await expect(salary).toHaveValue('65000')
    await expect(salary).toHaveAttribute('aria-valuetext', /^65\.000\s€$/)
    await expectResults(section, {
      ...defaults,
      headhunter: '39.000 €',
      extraRevenue: '3.088 €',
    })

    await hires.focus()
    await page.keyboard.press('ArrowRight')
    await expect(hires).toHaveValue('4')
    await expectResults(section, {
      jobBoards: '8.000 €',
      socialAds: '14.000 €',
      headhunter: '52.000 €',
      product: '3.000 €',
      daysSaved: '152 Tage',
      extraRevenue: '4.117 €',
    })

    await page.keyboard.press('End')
    await salary.focus()
    await page.keyboard.press('Home')
    await expect(hires).toHaveValue('20')
    await expect(salary).toHaveValue('40000')
    await expectResults(section, {
      jobBoards: '40.000 €',
      socialAds: '70.000 €',
      headhunter: '160.000 €',
      product: '3.000 €',
      daysSaved: '760 Tage',
      extraRevenue: '12.667 €',
    })

    await page.keyboard.press('End')
    await expect(salary).toHaveValue('120000')
    await expectResults(section, {
      jobBoards: '40.000 €',
      socialAds: '70.000 €',
      headhunter: '480.000 €',
      product: '3.000 €',
      daysSaved: '760 Tage',
      extraRevenue: '38.000 €',
    })
  })

  test('the savings against each way follow the sliders, per year and per hire', async ({
    page,
  }) => {
    const section = calculator(page)
    await expect(section.getByRole('heading', { name: roi().labels.savingsHeading })).toBeVisible()
    // 60,000 € and 3 hires: headhunter 36,000 − 2,999.88 = 33,000.12, ÷ 3 = 11,000.04.
    await expectSaving(section, 'headhunter', ['33.000 €', '11.000 €'])
    await expectSaving(section, 'socialAds', ['7.500 €', '2.500 €'])
    await expectSaving(section, 'jobBoards', ['3.000 €', '1.000 €'])

    const hires = section.getByRole('slider', { name: roi().hires.label })
    await hires.focus()
    await page.keyboard.press('End')
    // 20 hires: headhunter 240,000 − 2,999.88 = 237,000.12, ÷ 20 = 11,850.006.
    await expectSaving(section, 'headhunter', ['237.000 €', '11.850 €'])
    await expectSaving(section, 'socialAds', ['67.000 €', '3.350 €'])
    await expectSaving(section, 'jobBoards', ['37.000 €', '1.850 €'])

    await page.keyboard.press('Home')
    // 1 hire: job boards cost 2,000 €, 999.88 € less than the product: named as extra costs.
    await expectSaving(section, 'headhunter', ['9.000 €', '9.000 €'])
    await expectSaving(section, 'socialAds', ['500 €', '500 €'])
    await expectSaving(section, 'jobBoards', ['1.000 €', '1.000 €'], { extraCosts: true })
  })

  test('compares the time to hire: 45, 35, 60 and 7 days, each with its stages', async ({
    page,
  }) => {
    const section = companyComparison().timeToHire
    const element = sectionOf(page, section.heading)
    const rows: { method: string; days: string; stages: string[] }[] = section.rows
    expect(rows.map((row) => row.days)).toEqual(['45', '35', '60', '7'])
    for (const row of rows) {
      const entry = element
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: row.method, exact: true }) })
      await expect(entry).toContainText(section.daysTemplate.replace('{days}', row.days))
      await expect(
        entry.getByRole('list', { name: section.stagesLabel }).getByRole('listitem'),
      ).toHaveText(row.stages)
    }
  })

  test('shows the metrics as a table', async ({ page }) => {
    const metrics = companyComparison().metrics
    const table = page.getByRole('table', { name: metrics.heading })
    const columns = ['metric', 'jobBoards', 'socialAds', 'headhunter', 'product'] as const
    await expect(table.getByRole('columnheader')).toHaveText(
      columns.map((column) => metrics.headers[column]),
    )
    await expect(table.getByRole('rowheader')).toHaveText(
      metrics.rows.map((row: { metric: string }) => row.metric),
    )
    for (const row of metrics.rows) {
      const cells = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: row.metric, exact: true }) })
        .getByRole('cell')
      await expect(cells).toHaveText(columns.slice(1).map((column) => row[column]))
    }
  })
})

test.describe('/unternehmen/vergleich without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the calculator shows the results of the default values', async ({ page }) => {
    await page.goto('/unternehmen/vergleich')
    await expectResults(sectionOf(page, roi().heading), defaults)
  })
})

test.describe('/talente/vergleich', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/talente/vergleich')
  })

  test('shows the talent wording', async ({ page }) => {
    const doc = talentComparison()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.hero.heading)
    await expect(page.getByRole('heading', { name: roi().heading })).toHaveCount(0)
  })

  test('rates each way to a job over the six criteria', async ({ page }) => {
    const section = talentComparison().methods
    const element = sectionOf(page, section.heading)
    const criteria = [
      'transparency',
      'timeEffort',
      'successRate',
      'ghosting',
      'fitQuality',
      'timeToJob',
    ] as const
    const methods: Record<string, { level: 'low' | 'medium' | 'high'; text: string } | string>[] =
      section.methods
    expect(methods.map((method) => method.name)).toEqual([
      'Jobbörsen',
      'Headhunter',
      'Direktbewerbung',
      'SalesSwipe',
    ])
    for (const method of methods) {
      const card = element
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: method.name as string, exact: true }) })
      await expect(card.getByRole('term')).toHaveText(
        criteria.map((criterion) => section.criteria[criterion]),
      )
      await expect(card.getByRole('definition')).toHaveText(
        criteria.map((criterion) => {
          const rating = method[criterion] as { level: 'low' | 'medium' | 'high'; text: string }
          return `${section.legend[rating.level]}: ${rating.text}`
        }),
      )
    }
  })

  test('its call to action leads to the app’s sign-up', async ({ page }) => {
    const cta = talentComparison().finalCta
    const panel = sectionOf(page, cta.heading)
    await expect(panel.getByRole('link', { name: cta.primaryCta.label })).toHaveAttribute(
      'target',
      '_blank',
    )
  })
})

function escape(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
