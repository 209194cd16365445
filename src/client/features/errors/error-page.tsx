import { Link, useRouteError } from 'react-router';

/** Shown when a page throws while rendering or a lazy chunk fails to load. */
export function ErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-700">
        Please reload the page. If it keeps happening, let us know through Feedback.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn-secondary">
          Go to Home Page
        </Link>
      </div>
    </div>
  );
}
