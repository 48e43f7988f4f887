import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyseHtml } from './html.mjs'

const css = '.hero>h1{color:red}'
const push = (chunk) =>
  `<script>self.__next_f.push(${JSON.stringify([1, chunk]).replaceAll('>', '\\u003e')})</script>`
const page = (head, payload) =>
  `<!DOCTYPE html><html><head>${head}</head><body><h1>Hallo</h1>${payload}</body></html>`

test('counts inlined CSS apart, once, and its copies in the payload', () => {
  const inlined = page(
    `<style data-precedence="next" data-href="a.css">${css}</style>`,
    push(`1:["$","style","0",{"children":"${css}"}]\n`) + push('2:["$","h1",null,{}]\n'),
  )
  const withoutCss = page(
    '<style data-precedence="next" data-href="a.css"></style>',
    push('1:["$","style","0",{"children":""}]\n') + push('2:["$","h1",null,{}]\n'),
  )
  const result = analyseHtml(inlined)
  const expected = analyseHtml(withoutCss)
  assert.equal(result.raw, expected.raw)
  assert.equal(result.gzip, expected.gzip)
  assert.equal(result.css.inlineRaw, css.length)
  assert.equal(result.css.payloadCopiesRaw, css.length)
  assert.equal(result.css.styleElements, 1)
  assert.equal(result.css.stylesheetLinks, 0)
})

test('counts every linked stylesheet and the payload share of the bytes', () => {
  const payload = push('0:["$","main",null,{}]\n')
  const linked = page(
    '<link rel="stylesheet" href="/a.css" data-precedence="next"/><link rel="stylesheet" href="/b.css"/>',
    payload,
  )
  const result = analyseHtml(linked)
  assert.equal(result.css.stylesheetLinks, 2)
  assert.equal(result.css.inlineRaw, 0)
  assert.equal(result.payloadRaw, payload.length)
  assert.equal(result.payloadShare, payload.length / linked.length)
})

test('finds each stylesheet of a merged <style> in the payload text rows', () => {
  const [a, b] = ['.a{color:red}', '.b{color:blue}']
  const result = analyseHtml(
    page(
      `<style data-precedence="next" data-href="a.css b.css">${a}${b}</style>`,
      push(`3:T${a.length.toString(16)},${a}4:T${b.length.toString(16)},${b}`) +
        push(`5:T${a.length.toString(16)},${a}`),
    ),
  )
  assert.equal(result.css.inlineRaw, a.length + b.length)
  assert.equal(result.css.payloadCopiesRaw, 2 * a.length + b.length)
})
