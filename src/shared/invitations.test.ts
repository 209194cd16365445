import { describe, expect, it } from 'vitest';
import {
  bulkInviteSchema,
  bulkInviteTextSchema,
  INVITATION_MESSAGES as M,
  inviteSchema,
  splitEmailList,
} from './invitations';

const firstError = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message;

describe('invitation e-mail rules', () => {
  it('splits on commas, semicolons, newlines, carriage returns and tabs; trims, lower-cases and de-duplicates', () => {
    const text =
      ' Ann@Example.org,bob@example.org;\r\ncarol@example.org\tANN@example.org\n\n ,; dave@example.org ';
    expect(splitEmailList(text)).toEqual([
      'ann@example.org',
      'bob@example.org',
      'carol@example.org',
      'dave@example.org',
    ]);
    expect(splitEmailList(['a@x.org, b@x.org', 'A@X.ORG'])).toEqual(['a@x.org', 'b@x.org']);
  });

  it('checks a single address: required, trimmed, lower-cased, valid', () => {
    expect(inviteSchema.parse({ email: '  Jo.Smith@Health.NSW.gov.au ' })).toEqual({
      email: 'jo.smith@health.nsw.gov.au',
    });
    expect(firstError(inviteSchema.safeParse({ email: '   ' }))).toBe(M.emailRequired);
    expect(firstError(inviteSchema.safeParse({}))).toBe(M.emailRequired);
    expect(firstError(inviteSchema.safeParse({ email: 'not-an-address' }))).toBe(M.emailInvalid);
    expect(firstError(inviteSchema.safeParse({ email: `${'a'.repeat(250)}@x.org` }))).toBe(
      M.emailInvalid,
    );
  });

  it("gives the spec's messages for an empty list, a list with no valid address and a list over 100", () => {
    expect(firstError(bulkInviteTextSchema.safeParse(''))).toBe(M.emailsRequired);
    expect(firstError(bulkInviteTextSchema.safeParse(' \n\t '))).toBe(M.emailsRequired);
    expect(firstError(bulkInviteSchema.safeParse({ emails: [] }))).toBe(M.emailsRequired);
    expect(firstError(bulkInviteSchema.safeParse({}))).toBe(M.emailsRequired);
    expect(firstError(bulkInviteTextSchema.safeParse(',;,'))).toBe(M.noValidEmails);
    expect(firstError(bulkInviteTextSchema.safeParse('nobody, nowhere'))).toBe(M.noValidEmails);
    const many = Array.from({ length: 101 }, (_, i) => `user${i}@example.org`);
    expect(firstError(bulkInviteSchema.safeParse({ emails: many }))).toBe(M.tooMany);
    // Duplicates do not count towards the limit.
    expect(
      bulkInviteSchema.safeParse({ emails: [...many.slice(0, 100), 'USER0@example.org'] }).success,
    ).toBe(true);
  });

  it('keeps invalid addresses in the batch so they are reported per row', () => {
    expect(bulkInviteTextSchema.parse('a@x.org, typo-at-x.org')).toEqual([
      'a@x.org',
      'typo-at-x.org',
    ]);
  });
});
