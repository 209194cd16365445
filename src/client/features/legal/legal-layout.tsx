import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

export const LEGAL_UPDATED = '22 November 2026';

export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="prose-legal mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
      {children}
    </article>
  );
}
