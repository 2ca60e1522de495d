// First, before any module parses with zod.
import './lib/zod-without-eval.ts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
