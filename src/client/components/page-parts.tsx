/** Pieces the list pages (members, activity log, operator organisations) all draw the same way. */

/** A page the signed-in user may not use: its title and why, in place of the page. */
export function NotAllowedCard({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p role="alert" className="alert-error mt-4">
          {message}
        </p>
      </div>
    </div>
  );
}

/** A failed load or action, announced; nothing when there is none. */
export function ErrorLine({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="alert-error">
      {error}
    </p>
  );
}

/** A table's column headings; the last column has no right padding. */
export function ColumnHeads({ columns, pad = 'pr-4' }: { columns: string[]; pad?: string }) {
  return (
    <thead className="border-b border-slate-200 text-slate-600">
      <tr>
        {columns.map((c, i) => (
          <th key={c} scope="col" className={i < columns.length - 1 ? `py-2 ${pad}` : 'py-2'}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
