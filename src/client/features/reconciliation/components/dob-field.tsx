import { useState } from 'react';
import { parseDateOfBirth } from '../model/date-of-birth';

/**
 * Date of Birth as text, day first (a date input follows the machine's locale, which may be
 * month first). Beside it, the date as understood, in words, so a misreading shows before export.
 * A problem shows once the person leaves the field or tries to export, not while they type.
 */
export function DobField({
  value,
  onChange,
  disabled,
  showProblem,
  invalid,
}: {
  value: string;
  onChange(value: string): void;
  disabled: boolean;
  /** True after an attempt to export: show the problem even if the field was never left. */
  showProblem: boolean;
  /** True when the dialog's required-fields message is about this empty field. */
  invalid: boolean;
}) {
  const [left, setLeft] = useState(false);
  const reading = value.trim() ? parseDateOfBirth(value, new Date()) : null;
  const problem = reading && !reading.ok && (left || showProblem) ? reading.message : null;
  return (
    <div>
      <label htmlFor="export-dob" className="field-label">
        Date of Birth
      </label>
      <p id="export-dob-hint" className="mb-1 text-sm text-slate-600">
        Day, month, year: 07/03/1941, 7/3/41 or 7 Mar 1941
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          id="export-dob"
          type="text"
          inputMode="text"
          className="field-input w-44 aria-invalid:border-red-700"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => setLeft(true)}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder="dd/mm/yyyy"
          aria-invalid={!!problem || invalid}
          aria-describedby="export-dob-hint export-dob-reading"
        />
        <p
          id="export-dob-reading"
          aria-live="polite"
          className={`text-sm ${problem ? 'font-medium text-red-800' : 'text-green-900'}`}
        >
          {reading?.ok ? `Read as ${reading.words}` : (problem ?? '')}
        </p>
      </div>
    </div>
  );
}
