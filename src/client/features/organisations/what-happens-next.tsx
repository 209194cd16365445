import { INVITATION_EXPIRY_DAYS } from '../../../shared/invitations';

/** The invite page's explanation box; the CSV line only applies to bulk invitations. */
export function WhatHappensNext({ bulk }: { bulk: boolean }) {
  return (
    <section aria-labelledby="next-heading" className="alert-info mt-6">
      <h2 id="next-heading" className="font-semibold">
        What happens next?
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          A secure invitation link is generated for{' '}
          {bulk ? 'each email address' : 'the email address'}.
        </li>
        <li>
          You receive the {bulk ? 'links' : 'link'} to share (we also email{' '}
          {bulk ? 'each invitee' : 'the invitee'}).
        </li>
        <li>Users click their link, log in or register, and join your organisation.</li>
        <li>Invitations expire in {INVITATION_EXPIRY_DAYS} days.</li>
        {bulk && <li>Results can be downloaded as a CSV file.</li>}
      </ul>
    </section>
  );
}
