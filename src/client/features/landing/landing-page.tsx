import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeatureCards, StatTiles, Testimonials } from './landing-sections';
import { useLandingStats } from './use-landing-stats';

export function LandingPage() {
  useDocumentTitle('');
  const stats = useLandingStats();
  return (
    <div className="flex flex-col gap-14 pb-0">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 pt-14 pb-6 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          For Australian hospital clinicians
        </p>
        <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Medication reconciliation, turned into a list your patient understands
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-700">
          Paste the admission and discharge medication orders. MedRecon reconciles them into an
          editable table of regular and when-required medicines, with what changed and why, and
          exports a patient-friendly medication summary.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/register" className="btn-primary px-6 py-3 text-base">
            Register Now
          </Link>
          <Link to="/login" className="btn-secondary px-6 py-3 text-base">
            Log In
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          7-day free trial for your organisation. No credit card required.
        </p>
      </section>
      <StatTiles stats={stats} />
      <FeatureCards />
      <Testimonials />
    </div>
  );
}
