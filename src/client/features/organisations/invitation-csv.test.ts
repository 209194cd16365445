import { describe, expect, it } from 'vitest';
import { invitationsCsv, invitationsCsvFileName } from './invitation-csv';

describe('bulk invitation CSV', () => {
  it('has the four columns, quotes every cell and doubles inner quotes', () => {
    const csv = invitationsCsv([
      {
        email: 'a@example.org',
        success: true,
        invitationUrl: 'http://x/accept?token=abc',
        error: null,
        emailSent: true,
      },
      {
        email: 'bad, "quoted"',
        success: false,
        invitationUrl: null,
        error: 'Invalid email address',
        emailSent: false,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Email","Status","Invitation URL","Error"',
      '"a@example.org","Success","http://x/accept?token=abc",""',
      '"bad, ""quoted""","Failed","","Invalid email address"',
      '',
    ]);
  });

  it('keeps pasted text from running as a spreadsheet formula', () => {
    const csv = invitationsCsv([
      {
        email: '=HYPERLINK("http://evil")',
        success: false,
        invitationUrl: null,
        error: 'Invalid email address',
        emailSent: false,
      },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('names the file bulk_invitations_{date}.csv', () => {
    expect(invitationsCsvFileName(new Date(2026, 2, 7, 23, 30))).toBe(
      'bulk_invitations_2026-03-07.csv',
    );
  });
});
