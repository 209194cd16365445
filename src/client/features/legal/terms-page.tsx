import { Link } from 'react-router';
import { LegalLayout } from './legal-layout';

export function TermsPage() {
  return (
    <LegalLayout title="Terms of Service">
      <p>
        These terms govern your use of MedRecon, a medication reconciliation tool for healthcare
        professionals in Australia. By creating an account you agree to them on your own behalf and,
        where you act for an organisation, on behalf of that organisation.
      </p>

      <h2>1. Who may use MedRecon</h2>
      <ul>
        <li>You must be 18 years of age or over.</li>
        <li>
          You must be a licensed Australian healthcare professional (for example registered with the
          Australian Health Practitioner Regulation Agency), or work under the supervision of one,
          and use MedRecon in the course of providing care.
        </li>
        <li>
          You must keep your password private and tell your organisation administrator if you think
          your account has been misused.
        </li>
      </ul>

      <h2>2. Clinical responsibility</h2>
      <p>
        MedRecon is a tool that assists with documentation. It does not replace clinical judgement.
        The reconciled list may contain errors: you must check every medicine, dose, time and reason
        against the source orders and the patient&apos;s record before relying on it or giving it to
        a patient. Responsibility for the medication list given to a patient rests with the treating
        clinicians and their organisation.
      </p>

      <h2>3. Patient privacy</h2>
      <p>
        Patient name and date of birth are used only in your browser to create the PDF and are not
        sent to or stored by MedRecon. Do not paste patient identifiers (names, Medicare or hospital
        numbers, addresses) into the medication order fields. Our handling of personal information
        is described in the{' '}
        <Link to="/privacy-policy" className="text-brand-800 underline">
          Privacy Policy
        </Link>
        , which follows the Privacy Act 1988 (Cth) and the Australian Privacy Principles.
      </p>

      <h2>4. Subscriptions, trials and fees</h2>
      <ul>
        <li>Organisations may start one 7-day free trial; no credit card is required.</li>
        <li>Paid subscriptions are billed annually in Australian dollars, in advance.</li>
        <li>
          Fees are non-refundable, except where the Australian Consumer Law requires otherwise.
        </li>
        <li>
          You may cancel at any time; access continues until the end of the current billing cycle
          and the subscription then ends.
        </li>
      </ul>

      <h2>5. Acceptable use</h2>
      <p>
        You must not attempt to access another organisation&apos;s data, interfere with the service,
        share your account, or use MedRecon for any unlawful purpose. We may suspend accounts that
        do.
      </p>

      <h2>6. Availability and changes</h2>
      <p>
        We aim to keep MedRecon available but do not guarantee uninterrupted service. We may change
        these terms; we will give notice of material changes by e-mail or in the application.
      </p>

      <h2>7. Liability</h2>
      <p>
        Nothing in these terms excludes rights you have under the Australian Consumer Law. To the
        extent permitted by law, our liability is limited to resupplying the service or refunding
        fees paid for the affected period.
      </p>

      <h2>8. Governing law</h2>
      <p>These terms are governed by the laws of New South Wales, Australia.</p>
    </LegalLayout>
  );
}
