import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { SessionProvider } from './lib/session';
import { startFirstReadMe } from './lib/session-api';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

startFirstReadMe();
createRoot(root).render(
  <StrictMode>
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  </StrictMode>,
);
