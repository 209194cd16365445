/**
 * Harms a clinician writes beside an order as the reason for a change or a hold ('haematuria',
 * 'hypotension', 'hyperkalaemia'), which a reader can take for the medicine's use. Each has the words that
 * name it and the words a usual use names it by: a stated use that names a harm the knowledge base does
 * not give as the medicine's use ('Warfarin (haematuria)') is most likely why the order changed, not what
 * the medicine is for; reconcile/stated-harm.ts shows the usual use and warns. Medicines that do treat
 * the harm (tranexamic acid for bleeding, midodrine for low blood pressure) name it in their usual use.
 */
/**
 * Words that may stand around the harm when the stated use is only the harm ('recurrent morning hypos',
 * 'hypos on ward', 'hypoglycaemia risk'). Anything else ('to stop bleeding', 'iron deficiency after bleed',
 * 'vitamin D in falls') names a use in its own right and is left as written.
 */
export const HARM_BEFORE: readonly string[] = [
  'recurrent',
  'frequent',
  'recent',
  'repeated',
  'morning',
  'nocturnal',
  'overnight',
  'postural',
  'orthostatic',
  'symptomatic',
  'severe',
  'mild',
  'significant',
  'acute',
  'ongoing',
  'episodes of',
  'episode of',
  'risk of',
];
export const HARM_AFTER: readonly string[] = [
  'risk',
  'on ward',
  'on the ward',
  'in hospital',
  'overnight',
  'episodes',
  'episode',
];

export interface HarmState {
  /** Plain name for the warning. */
  name: string;
  /** Words that name the harm, as written or as the engine's plain words. */
  stated: readonly string[];
  /** Words in a usual use that say the medicine is used for this harm. */
  treats: readonly string[];
}

export const HARM_STATES: readonly HarmState[] = [
  {
    name: 'bleeding',
    stated: [
      'haematuria',
      'hematuria',
      'blood in the urine',
      'bleed',
      'bleeding',
      'bleeds',
      'haemorrhage',
      'hemorrhage',
      'melaena',
      'melena',
      'black stools',
      'epistaxis',
      'nosebleed',
      'nosebleeds',
      'haematemesis',
      'vomiting blood',
      'bruising',
    ],
    // A medicine that reverses a blood thinner or helps blood clot is used in bleeding.
    treats: ['bleed', 'bleeding', 'haemorrhage', 'haemophilia', 'blood clot', 'reverse', 'varices'],
  },
  {
    name: 'low blood pressure',
    stated: ['hypotension', 'hypotensive', 'low blood pressure', 'low bp', 'postural drop'],
    treats: ['low blood pressure', 'hypotension'],
  },
  {
    name: 'slow heart rate',
    stated: ['bradycardia', 'bradycardic', 'slow heart rate', 'slow pulse'],
    treats: ['slow heart rate', 'bradycardia'],
  },
  {
    name: 'high potassium',
    stated: ['hyperkalaemia', 'hyperkalemia', 'high potassium', 'high k'],
    treats: ['high potassium', 'hyperkalaemia'],
  },
  {
    name: 'low sodium',
    stated: ['hyponatraemia', 'hyponatremia', 'low sodium'],
    treats: ['low sodium', 'hyponatraemia'],
  },
  {
    name: 'low blood sugar',
    stated: [
      'hypoglycaemia',
      'hypoglycemia',
      'hypo',
      'hypos',
      'low blood sugar',
      'low bsl',
      'low bgl',
    ],
    treats: ['low blood sugar', 'hypoglycaemia', 'hypo'],
  },
  {
    name: 'kidney injury',
    stated: ['aki', 'acute kidney injury', 'acute renal failure'],
    treats: ['kidney injury'],
  },
  {
    name: 'falls',
    stated: ['falls', 'fall', 'fell'],
    treats: ['falls'],
  },
];
