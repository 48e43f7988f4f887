import type { NextConfig } from 'next'
import path from 'node:path'

const nextConfig: NextConfig = {
  // Served like the site: a standalone server traced from the repository root (the postbuild
  // script copies the static files in, which Next leaves out).
  output: 'standalone',
  outputFileTracingRoot: path.resolve(__dirname, '../..'),
  poweredByHeader: false,
}

export default nextConfig
