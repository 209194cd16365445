/**
 * 'Client: Mr T. Anagnostou    Insulin: NovoMix 30 - 28 units at 0730 visit': a form's top line that sets a
 * person's name (or number) beside another field. The whole line was read as a label and its order lost. The
 * identity fields are taken off when an order's field follows ('Insulin:', 'Medication:'), so it is read as
 * its own line; any other line of fields is left as it was (a label line).
 */
const IDENTITY_LABEL = String.raw`(?:client|patient|resident|consumer|pt|name|mrn|urn|ur|dob|d\.o\.b\.?|nhi|medicare(?: no)?)(?:\s+(?:name|no|number))?`;
// Labels of a field that holds an order. Any other field after the name ('Pack: 28-day blister', 'DOB') keeps
// the line a label line, as before.
const ORDER_LABEL = String.raw`(?:current\s+|regular\s+)?(?:insulins?|medications?|medicines?|meds|drugs?|rx|orders?|regimen|therapy|treatment|anticoagulant|anticoagulation)`;
// The field, then a tab or three or more spaces, then another field's label.
const IDENTITY_FIELD = new RegExp(
  String.raw`^${IDENTITY_LABEL}\s*[:#]\s*[^\t:]{1,40}?(?:\t|\s{3,})(?=[A-Za-z][A-Za-z /]{1,25}\s*[:#]\s)`,
  'i',
);
const ORDER_FIELD = new RegExp(String.raw`^${ORDER_LABEL}\s*:\s`, 'i');

/** The line without its leading identity fields, when an order's field follows them. */
export function withoutIdentityFields(line: string): string {
  let rest = line;
  for (let m = IDENTITY_FIELD.exec(rest); m; m = IDENTITY_FIELD.exec(rest))
    rest = rest.slice(m[0].length);
  return rest !== line && ORDER_FIELD.test(rest) ? rest : line;
}
