import './app/zodConfig.ts';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareSignedInFormatters } from '@atrium/features';
import { intlLocale, resolveDigits } from '@atrium/ui';
import { App } from './app/App.tsx';
import { whenRouterReady } from './app/routerReady.ts';
import { apiErrors, createAppApi, i18n, masterKey, preferences, session } from './app/services.ts';
import { loginRedirectPath } from './guards/redirects.ts';
import { startSentryAfterFirstPaint } from './monitoring/startSentryAfterFirstPaint.ts';
import { createAppRouter } from './routes.tsx';

const router = createAppRouter();
const api = createAppApi({
  session,
  masterKey,
  errors: apiErrors,
  onSessionEnded: () => {
    const { pathname, search } = router.state.location;
    if (pathname !== '/login')
      void router.navigate(loginRedirectPath({ pathname, search }), { replace: true });
  },
});

// A signed-in load formats dates from its first render: create those formatters (in the chosen
// digits) while the page's code and translations download (languages.ts says why).
if (session.getSnapshot().user) {
  const language = preferences.get('language');
  prepareSignedInFormatters(
    intlLocale(language, resolveDigits(language, preferences.get('digits'))),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The first render is a transition, so React renders the shell and the first page in slices and
 * lets the browser run between them, instead of one long task that holds up input (hundreds of
 * milliseconds on a mid-range phone). Nothing is on screen yet, so nothing waits for it.
 */
const renderApp = (): void => {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} api={api} session={session} preferences={preferences} i18n={i18n} />
      </StrictMode>,
    );
  });
  // Error reporting loads after the first paint, and only when VITE_SENTRY_DSN is set.
  startSentryAfterFirstPaint(undefined, apiErrors);
};

// The router is already fetching the first route and its namespaces; `common` (buttons, errors,
// the loading page) is needed by everything, so the first render waits for it, and for the first
// route's modules (usually preloaded) so that the first paint is the page, not the loading page.
// Not with a top-level await: the route modules import this chunk, and would wait for it to
// finish evaluating, that is, for themselves. A failed load renders anyway (the error pages).
void Promise.all([i18n.loadNamespaces('common'), whenRouterReady(router)]).then(
  renderApp,
  renderApp,
);
