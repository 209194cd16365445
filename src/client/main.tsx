import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { waitForFirstRender } from './app/first-render';
import { router } from './app/router';
import { SessionProvider } from './lib/session';
import { readMe } from './lib/session-api';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

// Started now, not in an effect after the first paint: it takes the HTML's preloaded answer.
const first = readMe();
void waitForFirstRender(router, first).then((initial) =>
  createRoot(root).render(
    <StrictMode>
      <SessionProvider first={first} initial={initial}>
        <RouterProvider router={router} />
      </SessionProvider>
    </StrictMode>,
  ),
);
