'use client'

import { useId, useState, type CSSProperties } from 'react'
import { fillTemplate, formatCount } from '../lib/format'
import {
  estimateEuro,
  roiResults,
  type Channel,
  type RangeSlider,
  type RoiAssumptions,
  type Saving,
} from './roi'

// Plain elements only: RoiCalculator.css, loaded with the server-rendered frame around this
// island, styles it through its class names. Server rendering gives the results of the initial values,
// so they are there before (or without) JavaScript.

export interface RoiLabels {
  savingsHeading: string
  /** With `{channel}`: a saving's label. */
  savingsTemplate: string
  /** With `{channel}`: the label where the product costs more. */
  extraCostsTemplate: string
  /** With `{amount}`. */
  perYearTemplate: string
  /** With `{amount}`. */
  perHireTemplate: string
  costsHeading: string
  jobBoards: string
  socialAds: string
  headhunter: string
  product: string
  gainsHeading: string
  daysSaved: string
  daysTemplate: string
  extraRevenue: string
}

export type LabelledSlider = RangeSlider & { label: string }

interface RoiCalculatorIslandProps {
  salary: LabelledSlider
  hires: LabelledSlider
  assumptions: RoiAssumptions
  labels: RoiLabels
}

interface SliderProps {
  slider: LabelledSlider
  value: number
  display: string
  onChange: (value: number) => void
}

/** A native range input with its label and the current value; the keyboard moves it by steps. */
function Slider({ slider, value, display, onChange }: SliderProps) {
  const id = useId()
  return (
    <div className="roi-slider">
      <label htmlFor={id}>{slider.label}</label>
      {/* The input announces the value itself (aria-valuetext); this copy is for the eye. */}
      <span className="roi-value" aria-hidden="true">
        {display}
      </span>
      <input
        id={id}
        type="range"
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  )
}

interface SavingProps {
  channel: Channel
  saving: Saving
  labels: RoiLabels
}

/** What the product saves against one way to hire, per year and per hire; or what it costs more. */
function SavingEntry({ channel, saving, labels }: SavingProps) {
  const label = saving.perYear < 0 ? labels.extraCostsTemplate : labels.savingsTemplate
  const amount = (value: number) => estimateEuro(Math.abs(value))
  return (
    <div data-extra-costs={saving.perYear < 0 ? '' : undefined}>
      <dt>{fillTemplate(label, { channel: labels[channel] })}</dt>
      <dd>
        <span className="roi-per-year">
          {fillTemplate(labels.perYearTemplate, { amount: amount(saving.perYear) })}
        </span>{' '}
        {saving.perHire === undefined ? null : (
          <span className="roi-per-hire">
            {fillTemplate(labels.perHireTemplate, { amount: amount(saving.perHire) })}
          </span>
        )}
      </dd>
    </div>
  )
}

/** The headhunter first: the saving the calculator's heading promises, shown the largest. */
const savingsOrder: Channel[] = ['headhunter', 'socialAds', 'jobBoards']

/** Two sliders (salary, hires) and the savings, yearly costs and gains they lead to, updated live. */
export function RoiCalculatorIsland({
  salary,
  hires,
  assumptions,
  labels,
}: RoiCalculatorIslandProps) {
  const [salaryValue, setSalary] = useState(salary.initial)
  const [hiresValue, setHires] = useState(hires.initial)
  const { costs, savings, daysSaved, extraRevenue } = roiResults(
    { salary: salaryValue, hires: hiresValue },
    assumptions,
  )
  const rows = [
    { key: 'jobBoards', label: labels.jobBoards, amount: costs.jobBoards },
    { key: 'socialAds', label: labels.socialAds, amount: costs.socialAds },
    { key: 'headhunter', label: labels.headhunter, amount: costs.headhunter },
    { key: 'product', label: labels.product, amount: costs.product },
  ]
  const highest = Math.max(...rows.map((row) => row.amount), 1)

  return (
    <div className="roi">
      <div className="roi-inputs">
        <Slider
          slider={salary}
          value={salaryValue}
          display={estimateEuro(salaryValue)}
          onChange={setSalary}
        />
        <Slider
          slider={hires}
          value={hiresValue}
          display={formatCount(hiresValue)}
          onChange={setHires}
        />
      </div>
      <div className="roi-results" aria-live="polite">
        <h3>{labels.savingsHeading}</h3>
        <dl className="roi-savings">
          {savingsOrder.map((channel) => (
            <SavingEntry
              key={channel}
              channel={channel}
              saving={savings[channel]}
              labels={labels}
            />
          ))}
        </dl>
        <h3>{labels.costsHeading}</h3>
        <dl className="roi-costs">
          {rows.map((row) => (
            <div
              key={row.key}
              data-product={row.key === 'product' ? '' : undefined}
              style={{ '--share': `${(row.amount / highest) * 100}%` } as CSSProperties}
            >
              <dt>{row.label}</dt>
              <dd>{estimateEuro(row.amount)}</dd>
            </div>
          ))}
        </dl>
        <h3>{labels.gainsHeading}</h3>
        <dl className="roi-gains">
          <div>
            <dt>{labels.daysSaved}</dt>
            <dd>{fillTemplate(labels.daysTemplate, { days: formatCount(daysSaved) })}</dd>
          </div>
          <div>
            <dt>{labels.extraRevenue}</dt>
            <dd>{estimateEuro(extraRevenue)}</dd>
          </div>
        </dl>
      </div>
    </div>
  )
}
