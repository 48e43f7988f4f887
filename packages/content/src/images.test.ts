import { createImageProps } from './images'

const portrait = {
  asset: { _ref: 'image-f0e163f576947f4c92ccfcf56bd49a3615763b77-400x600-jpg' },
  alt: 'Porträt von Anna',
}

describe('imageProps in embedded mode', () => {
  const imageProps = createImageProps({ kind: 'embedded' })

  it('serves the dataset file with the size it is shown at', () => {
    expect(imageProps(portrait, { width: 200 })).toEqual({
      src: '/content-images/f0e163f576947f4c92ccfcf56bd49a3615763b77-400x600.jpg',
      width: 200,
      height: 300,
      alt: 'Porträt von Anna',
    })
  })

  it('returns null for a missing or broken image', () => {
    expect(imageProps(null, { width: 200 })).toBeNull()
    expect(imageProps({ alt: 'ohne Bild' }, { width: 200 })).toBeNull()
    expect(imageProps({ asset: { _ref: 'image-nonsense' }, alt: 'x' }, { width: 200 })).toBeNull()
    expect(imageProps({ asset: { _ref: 'file-abc-pdf' } }, { width: 200 })).toBeNull()
    expect(imageProps(portrait, { width: 0 })).toBeNull()
  })

  it('keeps an image without alt text, as decorative', () => {
    expect(imageProps({ asset: portrait.asset }, { width: 100 })?.alt).toBe('')
    const broken = { asset: portrait.asset, alt: { de: 'x' } } as unknown as typeof portrait
    expect(imageProps(broken, { width: 100 })?.alt).toBe('')
  })
})

describe('imageProps in Sanity mode', () => {
  const imageProps = createImageProps({
    kind: 'sanity',
    projectId: 'abc123',
    dataset: 'production',
    apiVersion: '2025-10-01',
    useCdn: false,
  })
  const cdn =
    'https://cdn.sanity.io/images/abc123/production/f0e163f576947f4c92ccfcf56bd49a3615763b77-400x600.jpg'

  it('builds image CDN URLs at 1x and 2x with the format left to the browser', () => {
    expect(imageProps(portrait, { width: 200 })).toEqual({
      src: `${cdn}?w=200&h=300&auto=format`,
      srcSet: `${cdn}?w=200&h=300&auto=format 1x, ${cdn}?w=400&h=600&auto=format 2x`,
      width: 200,
      height: 300,
      alt: 'Porträt von Anna',
    })
  })

  it('describes widths for a responsive image', () => {
    const props = imageProps(portrait, { width: 320, sizes: '(max-width: 640px) 90vw, 320px' })
    expect(props?.sizes).toBe('(max-width: 640px) 90vw, 320px')
    expect(props?.srcSet).toBe(
      `${cdn}?w=320&h=480&auto=format 320w, ${cdn}?w=640&h=960&auto=format 640w`,
    )
  })

  it('keeps the aspect ratio of the editor’s crop', () => {
    const cropped = { ...portrait, crop: { top: 0, bottom: 1 / 3, left: 0, right: 0 } }
    const props = imageProps(cropped, { width: 200 })
    expect(props).toMatchObject({ width: 200, height: 200 })
    expect(props?.src).toContain('rect=0,0,400,400')
  })

  it('loads images from a local Content Lake server when one is configured', () => {
    const local = createImageProps({
      kind: 'sanity',
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-10-01',
      apiHost: 'http://127.0.0.1:3300',
      useCdn: false,
    })
    expect(local(portrait, { width: 200 })?.src).toMatch(
      /^http:\/\/127\.0\.0\.1:3300\/images\/local\/production\/f0e163f5\S+-400x600\.jpg\?/,
    )
  })

  it('returns null for a missing image', () => {
    expect(imageProps(undefined, { width: 200 })).toBeNull()
    expect(imageProps({ asset: null, alt: 'x' }, { width: 200 })).toBeNull()
  })
})
