import { factsFrom, factsQuery, placeholdersIn, type FactsResult } from '@repo/content/facts'
import type { CustomValidator } from 'sanity'
import { apiVersion } from '../../env'

/** Every document editors write in, drafts included, but the one being edited. */
const othersQuery = /* groq */ `*[!(_type match "sanity.*") && !(_id in [$id, "drafts." + $id])]`

interface Stored {
  _id: string
  title?: string
  name?: string
  question?: string
}

/** The facts the copy names, each with the documents that name it. */
async function factsUsed(documents: Stored[]): Promise<Map<string, string[]>> {
  const used = new Map<string, string[]>()
  for (const document of documents) {
    const where = document.title ?? document.name ?? document.question ?? document._id
    for (const name of placeholdersIn(JSON.stringify(document))) {
      if (!name.includes('.')) continue
      const documentsNaming = used.get(name) ?? []
      if (!documentsNaming.includes(where)) documentsNaming.push(where)
      used.set(name, documentsNaming)
    }
  }
  return used
}

type Edit = (facts: FactsResult, document: Record<string, unknown>) => FactsResult

/**
 * Refuses a change to the key figures or a plan that would leave copy naming a fact that no
 * longer exists (a figure renamed or removed, a plan's key renamed, a price emptied): the site
 * would drop those sentences. `withEdit` puts the document as edited into the facts.
 */
export const factsInUse =
  (withEdit: Edit): CustomValidator<Record<string, unknown> | undefined> =>
  async (document, context) => {
    if (!document) return true
    const client = context.getClient({ apiVersion })
    const id = String(document._id ?? '').replace(/^drafts\./, '')
    const [stored, others] = await Promise.all([
      client.fetch<FactsResult>(factsQuery),
      client.fetch<Stored[]>(othersQuery, { id }),
    ])
    const facts = factsFrom(withEdit(stored, document))
    const missing = [...(await factsUsed(others))].filter(([name]) => !facts.has(name))
    if (missing.length === 0) return true
    return missing
      .map(
        ([name, where]) =>
          `„{{${name}}}“ steht noch in ${where.map((title) => `„${title}“`).join(', ')}: ` +
          'erst dort ändern, dann hier umbenennen oder entfernen.',
      )
      .join(' ')
  }

/** The key figures as edited. */
export const figuresEdited: Edit = (facts, document) => ({
  ...facts,
  figures: document.figures as FactsResult['figures'],
})

interface PlanDocument {
  _id?: string
  key?: string
  seatCounter?: { limit?: number }
  yearlyBonus?: { value?: number }
}

/** The plans, this one as edited (its draft and published version alike). */
export const planEdited: Edit = (facts, document) => {
  const plan = document as PlanDocument & Record<string, unknown>
  const id = String(plan._id ?? '').replace(/^drafts\./, '')
  const others = (facts.plans ?? []).filter((other) => other?._id?.replace(/^drafts\./, '') !== id)
  const edited = {
    ...plan,
    key: plan.key,
    seats: plan.seatCounter?.limit,
    bonusValue: plan.yearlyBonus?.value,
  }
  return { ...facts, plans: [...others, edited as NonNullable<FactsResult['plans']>[number]] }
}
