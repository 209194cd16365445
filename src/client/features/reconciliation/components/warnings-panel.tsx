/** The engine's whole-answer warnings (unreadable lines, misspellings), shown above the table. */
export function WarningsPanel({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="warnings-heading"
      className="rounded-lg border border-amber-300 border-l-4 border-l-amber-600 bg-amber-50 px-4 py-3"
    >
      <h3 id="warnings-heading" className="font-semibold text-amber-950">
        <span aria-hidden="true">⚠ </span>Check before exporting ({warnings.length})
      </h3>
      <ul className="mt-2 list-disc pl-6 text-sm text-amber-950">
        {warnings.map((w, i) => (
          <li key={`${i}-${w}`}>{w}</li>
        ))}
      </ul>
    </section>
  );
}
