import { useEffect } from 'react';

/** Each page names itself in the tab and for screen readers arriving on it. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} – MedRecon` : 'MedRecon – Patient-Friendly Medication Lists';
  }, [title]);
}
