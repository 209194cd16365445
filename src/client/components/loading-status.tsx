/** What a page shows while its code or the session is on its way. */
export function LoadingStatus() {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-slate-600 sm:px-6">
      Loading…
    </p>
  );
}
