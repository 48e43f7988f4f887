export const roiCalculatorFields = /* groq */ `
  eyebrow,
  heading,
  text,
  salary{ label, min, max, step, initial },
  hires{ label, min, max, step, initial },
  assumptions{
    headhunterFeePercent,
    jobBoardsCostPerHire,
    socialAdsCostPerHire,
    "productPrice": productPlan->monthlyPrice,
    productPaymentsPerYear,
    daysSavedPerHire,
    revenueSharePercent
  },
  labels{
    savingsHeading,
    savingsTemplate,
    extraCostsTemplate,
    perYearTemplate,
    perHireTemplate,
    costsHeading,
    jobBoards,
    socialAds,
    headhunter,
    product,
    gainsHeading,
    daysSaved,
    daysTemplate,
    extraRevenue
  },
  assumptionsTemplate
`
