import type { ContentSection } from './types';

/**
 * SPEC §2 Terms and conditions: the website's legal text, a product disclaimer and the
 * telecom-authority (TRAI NCPR / DND) consent. Written for the fictional demo dealer. The texts
 * are keys of the `terms` namespace (one per paragraph or list item).
 */
export const TERMS_INTRO = ['intro'] as const;

export const TERMS_SECTIONS: readonly ContentSection[] = [
  {
    id: 'about-this-website',
    heading: 'aboutThisWebsiteHeading',
    body: ['aboutThisWebsiteParagraph1', 'aboutThisWebsiteParagraph2'],
  },
  {
    id: 'use-of-the-website',
    heading: 'useOfTheWebsiteHeading',
    body: [
      'useOfTheWebsiteParagraph1',
      [
        'useOfTheWebsiteItem1',
        'useOfTheWebsiteItem2',
        'useOfTheWebsiteItem3',
        'useOfTheWebsiteItem4',
      ],
      'useOfTheWebsiteParagraph2',
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'intellectualPropertyHeading',
    body: ['intellectualPropertyParagraph1'],
  },
  {
    id: 'product-disclaimer',
    heading: 'productDisclaimerHeading',
    body: [
      'productDisclaimerParagraph1',
      [
        'productDisclaimerItem1',
        'productDisclaimerItem2',
        'productDisclaimerItem3',
        'productDisclaimerItem4',
        'productDisclaimerItem5',
      ],
      'productDisclaimerParagraph2',
    ],
  },
  { id: 'offers', heading: 'offersHeading', body: ['offersParagraph1'] },
  {
    id: 'consent-to-contact',
    heading: 'consentToContactHeading',
    body: ['consentToContactParagraph1', 'consentToContactParagraph2'],
  },
  { id: 'links', heading: 'linksHeading', body: ['linksParagraph1'] },
  { id: 'liability', heading: 'liabilityHeading', body: ['liabilityParagraph1'] },
  { id: 'governing-law', heading: 'governingLawHeading', body: ['governingLawParagraph1'] },
  { id: 'changes', heading: 'changesHeading', body: ['changesParagraph1'] },
];
