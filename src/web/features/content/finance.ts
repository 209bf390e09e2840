/** SPEC §2 Finance: the documents a loan needs, the accepted proofs, and the disclaimer. */
export const FINANCE_INTRO =
  'Bring home your Honda today and pay in easy monthly instalments. Our finance desk works with partner banks and finance companies to get your loan approved quickly, often on the same day, with a down payment and tenure that suit you.';

export const REQUIRED_DOCUMENTS = [
  'Filled-in loan application form with 2 recent passport-size photographs',
  'Proof of identity (any one from the list below)',
  'Proof of address (any one from the list below)',
  'PAN card, or Form 60 if you do not have a PAN',
  'Proof of income: last 3 months’ salary slips, or the last 2 years’ income tax returns if self-employed',
  'Bank statement or passbook for the last 6 months',
  'For farmers: 7/12 extract (satbara utara) of the land held',
] as const;

export interface ProofList {
  id: 'address' | 'identity';
  label: string;
  hint: string;
  documents: readonly string[];
}

export const PROOF_LISTS: readonly ProofList[] = [
  {
    id: 'address',
    label: 'Proof of address',
    hint: 'Any one of these, showing your current address:',
    documents: [
      'Aadhaar card',
      'Passport',
      'Voter ID card',
      'Driving licence',
      'Utility bill (electricity, water, gas or landline telephone) not older than 3 months',
      'Registered rent agreement',
      'Ration card',
      'Bank passbook or statement with address',
    ],
  },
  {
    id: 'identity',
    label: 'Proof of identity',
    hint: 'Any one of these, with your photograph:',
    documents: [
      'Aadhaar card',
      'PAN card',
      'Passport',
      'Voter ID card',
      'Driving licence',
      'Government or PSU employee identity card',
    ],
  },
];

export const FINANCE_HELP =
  'Bring your documents to the showroom and our finance executive will check them, fill in the application with you and follow it up with the financier.';

export const FINANCE_DISCLAIMER = [
  'Finance is at the sole discretion of the bank or finance company. The loan amount, rate of interest, tenure, processing fees and the documents needed are decided by the financier and may change without notice.',
  'EMI figures from the calculator are indicative only and do not include insurance, registration or other charges. {dealer} is not a lender and only helps you apply. All vehicle prices are ex-showroom.',
] as const;
