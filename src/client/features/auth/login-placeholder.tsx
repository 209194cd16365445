import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginPlaceholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-700">Sign-in is coming soon.</p>
      </div>
    </div>
  );
}
