import type { DocumentActionComponent, DocumentActionProps } from 'sanity'
import { previousPathsAfterPublish, withPreviousPaths } from '../actions/previousPaths'

// Publishing a page under a new path records the old one on the page: the site redirects it.

const version = (slug: string, previousPaths?: string[]) => ({
  slug: { current: slug },
  ...(previousPaths && { previousPaths }),
})

describe('the former paths after a publish', () => {
  test('a moved page keeps its old path', () => {
    expect(
      previousPathsAfterPublish(version('unternehmen/preise'), version('unternehmen/tarife')),
    ).toEqual(['unternehmen/preise'])
  })

  test('moving on adds to them', () => {
    expect(
      previousPathsAfterPublish(
        version('unternehmen/tarife', ['unternehmen/preise']),
        version('unternehmen/pakete', ['unternehmen/preise']),
      ),
    ).toEqual(['unternehmen/preise', 'unternehmen/tarife'])
  })

  test('moving back removes the path the page has again: no loop', () => {
    expect(
      previousPathsAfterPublish(
        version('unternehmen/tarife', ['unternehmen/preise']),
        version('unternehmen/preise', ['unternehmen/preise']),
      ),
    ).toEqual(['unternehmen/tarife'])
  })

  test('nothing changes for an unmoved or a new page', () => {
    expect(previousPathsAfterPublish(version('a'), version('a'))).toBeUndefined()
    expect(previousPathsAfterPublish(null, version('a'))).toBeUndefined()
    expect(previousPathsAfterPublish(version('a', ['b']), version('a', ['b']))).toBeUndefined()
  })
})

describe('the publish action of pages', () => {
  const run = (props: Partial<DocumentActionProps>) => {
    const calls: string[] = []
    const publish = Object.assign(
      () => ({ label: 'Veröffentlichen', onHandle: () => calls.push('publish') }),
      { action: 'publish' as const },
    ) as unknown as DocumentActionComponent
    const useOperation = (() => ({
      patch: { execute: (patches: unknown) => calls.push(`patch ${JSON.stringify(patches)}`) },
    })) as unknown as Parameters<typeof withPreviousPaths>[1]
    const action = withPreviousPaths(publish, useOperation)
    const description = action({ id: 'pricingPage', type: 'page', ...props } as DocumentActionProps)
    description?.onHandle?.()
    return { action, description, calls }
  }

  test('writes the old path onto the draft, then publishes', () => {
    const { action, description, calls } = run({
      published: { _id: 'pricingPage', _type: 'page', ...version('unternehmen/preise') },
      draft: { _id: 'drafts.pricingPage', _type: 'page', ...version('unternehmen/tarife') },
    } as unknown as Partial<DocumentActionProps>)
    expect(action.action).toBe('publish')
    expect(description?.label).toBe('Veröffentlichen')
    expect(calls).toEqual(['patch [{"set":{"previousPaths":["unternehmen/preise"]}}]', 'publish'])
  })

  test('publishes alone when the path stays', () => {
    const { calls } = run({
      published: { _id: 'pricingPage', _type: 'page', ...version('unternehmen/preise') },
      draft: { _id: 'drafts.pricingPage', _type: 'page', ...version('unternehmen/preise') },
    } as unknown as Partial<DocumentActionProps>)
    expect(calls).toEqual(['publish'])
  })
})
