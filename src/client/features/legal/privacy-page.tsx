import { LegalLayout } from './legal-layout';

/** Written for the Privacy Act 1988 (Cth) and the Australian Privacy Principles. */
export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy">
      <p>
        MedRecon provides a medication reconciliation tool for Australian healthcare professionals.
        We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).
        This policy explains what personal information we handle, why, and the choices you have.
        Health information is sensitive information under the Act, so we have designed MedRecon to
        hold as little of it as possible.
      </p>

      <h2>Patient information stays in your browser</h2>
      <ul>
        <li>
          The patient&apos;s name and date of birth, entered only when you export a medication
          summary PDF, are used in your browser to create the file. They are never sent to our
          servers, never stored and are cleared once the export finishes.
        </li>
        <li>
          The medication orders you paste are sent over an encrypted connection to be reconciled,
          are processed in memory and are not stored or written to our logs. We keep only a count
          that a reconciliation took place, with its time and your organisation, to report usage
          figures.
        </li>
        <li>
          While you work, the pasted orders, the reconciliation and your edits are kept in your
          browser tab (its session storage), so a reload or a visit to another page loses nothing.
          They are not sent anywhere from there, never include the patient&apos;s name or date of
          birth, and are cleared when you sign out, start a new reconciliation or close the tab.
        </li>
        <li>
          Where your organisation has chosen an AI language model provider for reconciliation, the
          pasted orders (but never patient names or dates of birth) are sent to that provider for
          processing under its data processing terms. Your organisation administrator can tell you
          which engine is in use; by default MedRecon uses its own built-in engine and nothing
          leaves our service.
        </li>
      </ul>

      <h2>Information we collect about users (APP 3 and APP 5)</h2>
      <ul>
        <li>Account details: your full name, e-mail address and a securely hashed password.</li>
        <li>
          Organisation details: organisation name and type, your role, invitations and subscription
          status.
        </li>
        <li>
          Security records: sign-in sessions, the IP address and browser used for each session, and
          rate-limit counters that protect accounts from password guessing.
        </li>
        <li>Feedback you choose to send us, with your e-mail address so we can reply.</li>
        <li>
          Payment details are collected and held by our card payment provider; we keep only the
          subscription status, plan, amount and dates.
        </li>
      </ul>

      <h2>How we use it (APP 6)</h2>
      <p>
        We use this information to provide and secure the service, to confirm your e-mail address,
        to let your organisation manage who has access, to bill your organisation, and to respond to
        feedback. We do not sell personal information and do not use it for direct marketing (APP 7)
        without your consent.
      </p>

      <h2>Storage, security and overseas disclosure (APP 8 and APP 11)</h2>
      <p>
        Data is stored in databases operated for your organisation or by us in Australia, encrypted
        in transit and protected by access controls. Passwords are never stored in readable form. If
        a reconciliation provider or service provider outside Australia is used, we take reasonable
        steps to ensure it handles information consistently with the APPs. We retain account records
        while your account is active and delete or de-identify them when no longer needed.
      </p>

      <h2>Access and correction (APP 12 and APP 13)</h2>
      <p>
        You can see and correct your name and e-mail address in the application, or ask us for a
        copy of the personal information we hold about you. We will respond within 30 days.
      </p>

      <h2>Notifiable data breaches</h2>
      <p>
        If a data breach is likely to result in serious harm, we will notify affected individuals
        and the Office of the Australian Information Commissioner (OAIC) as the Notifiable Data
        Breaches scheme requires.
      </p>

      <h2>Complaints</h2>
      <p>
        Please contact us through the Feedback page or your organisation administrator. If you are
        not satisfied with our response, you may complain to the OAIC at oaic.gov.au or on 1300 363
        992.
      </p>
    </LegalLayout>
  );
}
