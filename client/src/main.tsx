// Client entry: mounts <App /> (browser location routing is wouter's default).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is imported for its side effect
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
