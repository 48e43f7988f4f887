// The built stylesheets (scripts/build-stylesheets.mjs) are not needed to render in jsdom.
module.exports = { stylesheets: new Proxy({}, { get: () => '' }) }
