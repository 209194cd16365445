import type { BulkInvitationResult } from '../../../shared/invitations';

/**
 * A spreadsheet would run a cell starting with = + - @ (or a tab/CR) as a formula; prefixing an
 * apostrophe keeps whatever an admin pasted as plain text.
 */
const neutralise = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
const cell = (v: string) => `"${neutralise(v).replace(/"/g, '""')}"`;

/** The spec's CSV: columns Email, Status, Invitation URL, Error; every cell quoted; CRLF rows (RFC 4180). */
export function invitationsCsv(results: readonly BulkInvitationResult[]): string {
  const rows = [
    ['Email', 'Status', 'Invitation URL', 'Error'],
    ...results.map((r) => [
      r.email,
      r.success ? 'Success' : 'Failed',
      r.invitationUrl ?? '',
      r.error ?? '',
    ]),
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** bulk_invitations_{date}.csv, with the local date as YYYY-MM-DD. */
export function invitationsCsvFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `bulk_invitations_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export function downloadInvitationsCsv(results: readonly BulkInvitationResult[]): void {
  // The byte-order mark makes Excel read the file as UTF-8.
  const blob = new Blob(['\uFEFF', invitationsCsv(results)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = invitationsCsvFileName();
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
