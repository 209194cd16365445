import { Link } from 'react-router';
import { useSession } from '../lib/session';

export function SiteFooter() {
  const session = useSession();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:px-6">
        {session.status === 'signed-in' && (
          <p>
            Privacy: reconciliations are processed by our AI service and not stored. Patient name
            and date of birth are used only in your browser to create the PDF and are never sent to
            our servers.
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} MedRecon. Made for Australian healthcare professionals.</p>
          <nav aria-label="Legal" className="flex flex-wrap gap-4">
            <Link to="/privacy-policy" className="underline hover:text-slate-900">
              Privacy Policy
            </Link>
            <Link to="/terms-of-service" className="underline hover:text-slate-900">
              Terms of Service
            </Link>
            {session.user?.isSuperuser && (
              <Link to="/test-stripe" className="underline hover:text-slate-900">
                Test Stripe
              </Link>
            )}
          </nav>
        </div>
      </div>
    </footer>
  );
}
