import { INVITATION_EXPIRY_DAYS } from '../../../shared/invitations';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface InvitationEmailInput {
  to: string;
  url: string;
  organisationName: string;
  inviterName: string;
  inviterEmail: string;
}

/** The invitation e-mail: who invites whom to what, the link, and how to accept without an account. */
export function invitationEmail(i: InvitationEmailInput): MailMessage {
  const inviter = `${i.inviterName} (${i.inviterEmail})`;
  const text = [
    'Hello,',
    '',
    `${inviter} has invited you to join ${i.organisationName} on MedRecon, the medication reconciliation tool for Australian hospital clinicians.`,
    '',
    `Accept the invitation: ${i.url}`,
    '',
    `If you do not have a MedRecon account yet, choose "Create Account & Accept Invitation" on that page and register with this e-mail address (${i.to}).`,
    `The invitation expires in ${INVITATION_EXPIRY_DAYS} days and can be used once.`,
    '',
    'If you were not expecting this invitation, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(inviter)} has invited you to join <strong>${escapeHtml(i.organisationName)}</strong> on MedRecon, the medication reconciliation tool for Australian hospital clinicians.</p>
<p><a href="${escapeHtml(i.url)}">Accept the invitation</a></p>
<p>If you do not have a MedRecon account yet, choose &quot;Create Account &amp; Accept Invitation&quot; on that page and register with this e-mail address (${escapeHtml(i.to)}). The invitation expires in ${INVITATION_EXPIRY_DAYS} days and can be used once.</p>
<p>If you were not expecting this invitation, you can ignore this e-mail.</p>`;
  return {
    template: 'invitation',
    to: i.to,
    subject: `Invitation to join ${i.organisationName} on MedRecon`,
    text,
    html,
  };
}
