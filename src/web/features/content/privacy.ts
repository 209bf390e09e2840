import type { ContentSection } from './types';

/**
 * SPEC §2 Privacy policy. Every topic the spec lists has its own section; the business contact
 * details that close the policy come from /api/site (see PrivacyPage). The texts are keys of the
 * `privacy` namespace (one per paragraph or list item).
 */
export const PRIVACY_INTRO = ['intro1', 'intro2'] as const;

export const PRIVACY_SECTIONS: readonly ContentSection[] = [
  {
    id: 'information-we-collect',
    heading: 'informationWeCollectHeading',
    body: [
      'informationWeCollectParagraph1',
      [
        'informationWeCollectItem1',
        'informationWeCollectItem2',
        'informationWeCollectItem3',
        'informationWeCollectItem4',
        'informationWeCollectItem5',
      ],
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'howWeUseItHeading',
    body: [
      'howWeUseItParagraph1',
      ['howWeUseItItem1', 'howWeUseItItem2', 'howWeUseItItem3', 'howWeUseItItem4'],
    ],
  },
  { id: 'security', heading: 'securityHeading', body: ['securityParagraph1'] },
  {
    id: 'how-we-use-cookies',
    heading: 'howWeUseCookiesHeading',
    body: ['howWeUseCookiesParagraph1', 'howWeUseCookiesParagraph2', 'howWeUseCookiesParagraph3'],
  },
  {
    id: 'accepting-or-declining-cookies',
    heading: 'acceptingOrDecliningCookiesHeading',
    body: ['acceptingOrDecliningCookiesParagraph1'],
  },
  {
    id: 'links-to-other-websites',
    heading: 'linksToOtherWebsitesHeading',
    body: ['linksToOtherWebsitesParagraph1'],
  },
  {
    id: 'controlling-your-information',
    heading: 'controllingYourInformationHeading',
    body: [
      'controllingYourInformationParagraph1',
      ['controllingYourInformationItem1', 'controllingYourInformationItem2'],
      'controllingYourInformationParagraph2',
      'controllingYourInformationParagraph3',
    ],
  },
  {
    id: 'store-app',
    heading: 'storeAppHeading',
    body: [
      'storeAppParagraph1',
      ['storeAppItem1', 'storeAppItem2', 'storeAppItem3', 'storeAppItem4'],
    ],
  },
];

/** The closing section; its body is the dealer's details from /api/site. */
export const PRIVACY_CONTACT = {
  id: 'contact-details',
  heading: 'contactDetailsHeading',
  intro: 'contactDetailsIntro',
} as const;
