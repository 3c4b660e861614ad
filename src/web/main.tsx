import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// As a transition React renders the first screen in slices of a few milliseconds, so a slow phone can
// still handle a tap meanwhile; index.html's 'Cargando Cuentas Claras' stays until it is ready.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
