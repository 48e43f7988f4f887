import '@testing-library/jest-dom'
import { globalCss } from './src/global'

// Pages load the global stylesheet (tokens, reset, class layer) once; tests see it the same way.
const globalStyle = document.createElement('style')
globalStyle.textContent = globalCss
document.head.append(globalStyle)
