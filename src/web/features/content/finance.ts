/**
 * SPEC §2 Finance: the documents a loan needs, the accepted proofs, and the disclaimer. The texts
 * are keys of the `finance` namespace.
 */
export const REQUIRED_DOCUMENTS = [
  'document1',
  'document2',
  'document3',
  'document4',
  'document5',
  'document6',
  'document7',
] as const;

export interface ProofList {
  id: 'address' | 'identity';
  label: string;
  hint: string;
  documents: readonly string[];
}

/** Keys of the `finance` namespace. */
export const PROOF_LISTS: readonly ProofList[] = [
  {
    id: 'address',
    label: 'addressProofLabel',
    hint: 'addressProofHint',
    documents: [
      'addressProof1',
      'addressProof2',
      'addressProof3',
      'addressProof4',
      'addressProof5',
      'addressProof6',
      'addressProof7',
      'addressProof8',
    ],
  },
  {
    id: 'identity',
    label: 'identityProofLabel',
    hint: 'identityProofHint',
    documents: [
      'identityProof1',
      'identityProof2',
      'identityProof3',
      'identityProof4',
      'identityProof5',
      'identityProof6',
    ],
  },
];

/** Keys of the `finance` namespace; `{{dealer}}` is the dealership's name. */
export const FINANCE_DISCLAIMER = ['disclaimer1', 'disclaimer2'] as const;
