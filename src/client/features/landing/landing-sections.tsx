import { formatCount } from '../../lib/format';
import type { LandingStats } from './use-landing-stats';

export function StatTiles({ stats }: { stats: LandingStats | null }) {
  const tiles = [
    { label: 'Medication lists generated', value: stats?.lists_generated },
    { label: 'Hospitals using MedRecon', value: stats?.hospitals },
    { label: 'Clinician hours saved', value: stats?.hours_saved },
  ];
  return (
    <section
      aria-label="MedRecon in numbers"
      className="mx-auto grid max-w-5xl gap-4 px-4 sm:grid-cols-3 sm:px-6"
    >
      {tiles.map((t) => (
        <div key={t.label} className="card text-center" data-testid="stat-tile">
          <p className="text-4xl font-bold text-brand-800" aria-live="polite">
            {t.value === undefined ? '…' : formatCount(t.value)}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-700">{t.label}</p>
        </div>
      ))}
    </section>
  );
}

const FEATURES = [
  {
    title: 'Reconcile in seconds',
    body: 'Paste admission and discharge orders as they are. MedRecon matches brands, old names and abbreviations and shows what is new, changed, unchanged or ceased.',
  },
  {
    title: 'Check every row',
    body: 'Each row shows the lines it came from, and anything the engine could not read is flagged, so you can verify the list against the chart before it reaches the patient.',
  },
  {
    title: 'A list patients understand',
    body: 'Export a clear medication summary PDF with breakfast, lunch, dinner and bedtime columns and plain-language reasons for each medicine.',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2
        id="features-heading"
        className="text-center text-2xl font-bold text-slate-900 sm:text-3xl"
      >
        Built for discharge day on the ward
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700">
        Up to 75% less documentation time, with the clinician in control of every line.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {FEATURES.map((f) => (
          <article key={f.title} className="card">
            <h3 className="text-lg font-semibold text-slate-900">{f.title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{f.body}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

const TESTIMONIALS = [
  {
    quote:
      'Discharge summaries that used to take me twenty minutes now take five, and the patients finally understand their lists.',
    who: 'Senior Clinical Pharmacist, metropolitan hospital, NSW',
  },
  {
    quote:
      'Seeing the source line beside each medicine means I can check the reconciliation against the chart at a glance.',
    who: 'Clinical Nurse Consultant, regional health service, VIC',
  },
  {
    quote:
      'The ceased and withheld list with reasons has cut the calls we get from GPs after discharge.',
    who: 'Resident Medical Officer, tertiary hospital, QLD',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="testimonials-heading"
          className="text-center text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          Trusted by clinicians
        </h2>
        <p className="mt-2 text-center text-slate-700">
          <span aria-hidden="true" className="text-amber-600">
            ★★★★★
          </span>{' '}
          <strong>4.9</strong> from 128 reviews
        </p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <figure key={t.who} className="card">
              <blockquote className="leading-7 text-slate-800">“{t.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-slate-600">{t.who}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
