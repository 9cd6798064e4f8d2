// src/main.tsx of a Vite + React app (`npm create vite@latest my-app -- --template react-ts`)
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './quickStart'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
