'use client'

import { useId, useState, type CSSProperties } from 'react'
import { fillTemplate, formatCount, formatEuro } from '../lib/format'
import { roiResults, type RangeSlider, type RoiAssumptions } from './roi'

// Plain elements only: RoiCalculator.css, loaded with the server-rendered frame around this
// island, styles it through its class names. Server rendering gives the results of the initial values,
// so they are there before (or without) JavaScript.

export interface RoiLabels {
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

const euro = (amount: number) => formatEuro(amount, { wholeEuros: true })

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

/** Two sliders (salary, hires) and the yearly costs and gains they lead to, updated live. */
export function RoiCalculatorIsland({
  salary,
  hires,
  assumptions,
  labels,
}: RoiCalculatorIslandProps) {
  const [salaryValue, setSalary] = useState(salary.initial)
  const [hiresValue, setHires] = useState(hires.initial)
  const { costs, daysSaved, extraRevenue } = roiResults(
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
          display={euro(salaryValue)}
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
        <h3>{labels.costsHeading}</h3>
        <dl className="roi-costs">
          {rows.map((row) => (
            <div
              key={row.key}
              data-product={row.key === 'product' ? '' : undefined}
              style={{ '--share': `${(row.amount / highest) * 100}%` } as CSSProperties}
            >
              <dt>{row.label}</dt>
              <dd>{euro(row.amount)}</dd>
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
            <dd>{euro(extraRevenue)}</dd>
          </div>
        </dl>
      </div>
    </div>
  )
}
