import {
  isArraySchemaType,
  isDocumentSchemaType,
  isFileSchemaType,
  isImageSchemaType,
  isObjectSchemaType,
  isReferenceSchemaType,
  type ObjectSchemaType,
  type Rule,
  type Schema,
  type SchemaType,
} from 'sanity'

/** One way a document does not match its schema type. */
export interface Problem {
  documentId: string
  path: string
  message: string
}

/** Real properties of an image file in the dataset's `images/` folder. */
export interface ImageFile {
  width: number
  height: number
  sha1: string
}

export interface DatasetCheckOptions {
  schema: Schema
  documents: unknown[]
  /** Looks up a file of `images/`; undefined when it does not exist. */
  imageFile: (name: string) => ImageFile | undefined
  /** The SHA-1 of a file of `files/`; undefined when it does not exist. Unset: not checked. */
  exportFile?: (name: string) => string | undefined
  /** Document types that exist once, under their type name as id. */
  singletonTypes?: readonly string[]
}

type Json = Record<string, unknown>

const SYSTEM_FIELDS = new Set(['_id', '_type', '_createdAt', '_updatedAt', '_rev'])
/** `image@file://./images/<sha1>-<w>x<h>.<ext>`, the form of a Sanity export. */
const LOCAL_IMAGE =
  /^image@file:\/\/\.\/images\/(([0-9a-f]{40})-(\d+)x(\d+)\.(webp|jpg|png|gif|svg))$/
/** `file@file://./files/<sha1>.<ext>`, a file in a Sanity export. */
const LOCAL_FILE = /^file@file:\/\/\.\/files\/(([0-9a-f]{40})\.pdf)$/
/**
 * No dots in ids except the `drafts.` prefix: Sanity hides ids with a dot from unauthenticated
 * reads, so a published document with one would vanish from the public site.
 */
const DOCUMENT_ID = /^(drafts\.)?[A-Za-z0-9_][A-Za-z0-9_-]*$/

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isRequired = (type: SchemaType) => {
  const rules = Array.isArray(type.validation) ? (type.validation as Rule[]) : []
  return rules.some((rule) => typeof rule?.isRequired === 'function' && rule.isRequired())
}

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value

/**
 * Checks documents against the compiled Studio schema: known document types, required fields,
 * value types down to every array item, references to existing documents of an allowed type,
 * and local image files whose names match their content and dimensions.
 */
export function checkDataset({
  schema,
  documents,
  imageFile,
  exportFile,
  singletonTypes = [],
}: DatasetCheckOptions): Problem[] {
  const problems: Problem[] = []
  const references: { documentId: string; path: string; ref: string; allowed: string[] }[] = []
  const typeById = new Map<string, string>()

  const checkValue = (documentId: string, path: string, value: unknown, type: SchemaType) => {
    const report = (message: string) => problems.push({ documentId, path, message })

    if (type.jsonType === 'string' || type.jsonType === 'number' || type.jsonType === 'boolean') {
      if (
        typeof value !== type.jsonType ||
        (typeof value === 'number' && !Number.isFinite(value))
      ) {
        report(`expected ${type.jsonType}, got ${kindOf(value)}`)
        return
      }
      const list = (type.options as { list?: unknown[] } | undefined)?.list
      if (list?.length) {
        const allowed = list.map((item) => (isPlainObject(item) ? item.value : item))
        if (!allowed.includes(value))
          report(`"${String(value)}" is not one of ${allowed.join(', ')}`)
      }
      return
    }

    if (isArraySchemaType(type)) {
      if (!Array.isArray(value)) return report(`expected array, got ${kindOf(value)}`)
      const keys = new Set<string>()
      value.forEach((item, index) => {
        const itemPath = `${path}[${index}]`
        if (isPlainObject(item)) {
          if (typeof item._key !== 'string' || item._key === '') {
            problems.push({ documentId, path: itemPath, message: 'array item without _key' })
          } else if (keys.has(item._key)) {
            problems.push({ documentId, path: itemPath, message: `duplicate _key "${item._key}"` })
          } else keys.add(item._key)
          const member = type.of.find((candidate) => candidate.name === item._type)
          if (!member) {
            const names = type.of.map((candidate) => candidate.name).join(', ')
            problems.push({
              documentId,
              path: itemPath,
              message: `item _type "${String(item._type)}" is not one of ${names}`,
            })
          } else checkValue(documentId, itemPath, item, member)
        } else {
          const member = type.of.find((candidate) => candidate.jsonType === typeof item)
          if (!member) {
            problems.push({
              documentId,
              path: itemPath,
              message: `unexpected ${kindOf(item)} item`,
            })
          } else checkValue(documentId, itemPath, item, member)
        }
      })
      return
    }

    if (!isObjectSchemaType(type))
      return report(`unsupported schema type "${(type as SchemaType).name}"`)
    if (!isPlainObject(value)) return report(`expected object (${type.name}), got ${kindOf(value)}`)

    if (isReferenceSchemaType(type)) {
      if (typeof value._ref !== 'string' || value._ref === '')
        return report('reference without _ref')
      references.push({ documentId, path, ref: value._ref, allowed: type.to.map((to) => to.name) })
      return
    }

    if (typeof value._type === 'string' && type.name !== 'object' && value._type !== type.name) {
      report(`_type "${value._type}" where ${type.name} is expected`)
    }
    if (isImageSchemaType(type)) checkImage(documentId, path, value)
    else if (isFileSchemaType(type)) checkFile(documentId, path, value)
    checkFields(documentId, path, value, type)
  }

  const checkImage = (documentId: string, path: string, value: Json) => {
    const report = (message: string) => problems.push({ documentId, path, message })
    const source = value._sanityAsset
    if (source === undefined) {
      if (!isPlainObject(value.asset)) report('image without asset or _sanityAsset')
      return
    }
    const match = typeof source === 'string' ? LOCAL_IMAGE.exec(source) : null
    if (!match)
      return report(
        `_sanityAsset "${String(source)}" is not image@file://./images/<sha1>-<w>x<h>.<ext>`,
      )
    const [, name = '', sha1, width, height] = match
    const file = imageFile(name)
    if (!file) return report(`image file images/${name} does not exist`)
    if (file.width !== Number(width) || file.height !== Number(height)) {
      report(`images/${name} is ${file.width}x${file.height}, its name says ${width}x${height}`)
    }
    if (file.sha1 !== sha1) report(`images/${name} has SHA-1 ${file.sha1}, its name says ${sha1}`)
  }

  const checkFile = (documentId: string, path: string, value: Json) => {
    const report = (message: string) => problems.push({ documentId, path, message })
    const source = value._sanityAsset
    if (source === undefined) {
      if (!isPlainObject(value.asset)) report('file without asset or _sanityAsset')
      return
    }
    const match = typeof source === 'string' ? LOCAL_FILE.exec(source) : null
    if (!match)
      return report(`_sanityAsset "${String(source)}" is not file@file://./files/<sha1>.pdf`)
    const [, name = '', sha1] = match
    if (!exportFile) return
    const actual = exportFile(name)
    if (!actual) return report(`file files/${name} does not exist`)
    if (actual !== sha1) report(`files/${name} has SHA-1 ${actual}, its name says ${sha1}`)
  }

  const checkFields = (documentId: string, path: string, value: Json, type: ObjectSchemaType) => {
    const at = (name: string) => (path ? `${path}.${name}` : name)
    const fieldNames = new Set(type.fields.map((field) => field.name))
    for (const key of Object.keys(value)) {
      if (key.startsWith('_') || fieldNames.has(key)) continue
      problems.push({ documentId, path: at(key), message: `unknown field on ${type.name}` })
    }
    for (const field of type.fields) {
      const fieldValue = value[field.name]
      if (fieldValue === undefined || fieldValue === null) {
        if (isRequired(field.type)) {
          problems.push({ documentId, path: at(field.name), message: 'required field is missing' })
        }
        continue
      }
      checkValue(documentId, at(field.name), fieldValue, field.type)
    }
  }

  documents.forEach((document, index) => {
    if (!isPlainObject(document)) {
      problems.push({ documentId: `#${index}`, path: '', message: 'document is not an object' })
      return
    }
    const id = typeof document._id === 'string' ? document._id : `#${index}`
    const report = (path: string, message: string) =>
      problems.push({ documentId: id, path, message })

    if (typeof document._id !== 'string' || !DOCUMENT_ID.test(document._id)) {
      report(
        '_id',
        `invalid _id "${String(document._id)}" (letters, digits, _ and -, optionally after "drafts.")`,
      )
    } else if (typeById.has(document._id)) {
      report('_id', 'duplicate _id')
    }
    const type = typeof document._type === 'string' ? schema.get(document._type) : undefined
    if (!type || !isDocumentSchemaType(type)) {
      report('_type', `unknown document type "${String(document._type)}"`)
      return
    }
    typeById.set(id, type.name)
    if (singletonTypes.includes(type.name) && id.replace(/^drafts\./, '') !== type.name) {
      report('_id', `singleton ${type.name} must have the id "${type.name}"`)
    }
    for (const key of Object.keys(document)) {
      if (key.startsWith('_') && !SYSTEM_FIELDS.has(key)) report(key, 'unknown system field')
    }
    checkFields(id, '', document, type)
  })

  for (const { documentId, path, ref, allowed } of references) {
    const targetType = typeById.get(ref)
    if (!targetType) {
      problems.push({ documentId, path, message: `reference to missing document "${ref}"` })
    } else if (!allowed.includes(targetType)) {
      problems.push({
        documentId,
        path,
        message: `reference to ${targetType} "${ref}", allowed: ${allowed.join(', ')}`,
      })
    }
  }

  // A draft is the unpublished edit of a published document: the Studio shows both as one.
  for (const [id, type] of typeById) {
    if (!id.startsWith('drafts.')) continue
    const publishedType = typeById.get(id.slice('drafts.'.length))
    if (publishedType === undefined) {
      problems.push({ documentId: id, path: '_id', message: 'draft without a published document' })
    } else if (publishedType !== type) {
      problems.push({
        documentId: id,
        path: '_type',
        message: `draft of a ${publishedType} is a ${type}`,
      })
    }
  }

  for (const singleton of singletonTypes) {
    if (!typeById.has(singleton)) {
      problems.push({ documentId: singleton, path: '', message: 'singleton document is missing' })
    }
  }

  return problems
}
