import { ctaFields } from '../lib/query'
import { mediaFields } from '../productMedia/query'

/** The sample on the product visual's card: an agent with track record or a job with its facts. */
const productVisualSample = /* groq */ `
  _type == "agent" => {
    name,
    "role": role->name,
    "picture": image{ asset, crop, hotspot, alt },
    "figures": trackRecord[0...3]{ _key, label, value }
  },
  _type == "sampleJob" => {
    "name": company,
    "role": role->name,
    "picture": logo{ asset, crop, hotspot, alt },
    "facts": [industry, oteRange, location]
  }
`

export const heroFields = /* groq */ `
  eyebrow,
  heading,
  highlight,
  text,
  primaryCta{ ${ctaFields} },
  secondaryCta{ ${ctaFields} },
  stats[]{ _key, value, label },
  note,
  nextSteps{ heading, steps[]{ _key, title, text } },
  productVisual{
    matchLabel,
    chatMessage,
    description,
    "sample": sample->{ _type, ${productVisualSample} }
  },
  media{ ${mediaFields} }
`
