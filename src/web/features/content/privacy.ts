import type { ContentSection } from './types';

/**
 * SPEC §2 Privacy policy. Every topic the spec lists has its own section; the business contact
 * details that close the policy come from /api/site (see PrivacyPage).
 */
export const PRIVACY_INTRO = [
  'This privacy policy explains how {dealer} uses and protects any information that you give us when you use this website. We are committed to keeping your privacy safe: if we ask you for information by which you can be identified, it will only be used as this policy describes.',
  'We may change this policy from time to time by updating this page. Please check it now and then to be sure you are happy with any changes.',
] as const;

export const PRIVACY_SECTIONS: readonly ContentSection[] = [
  {
    id: 'information-we-collect',
    heading: 'What we collect',
    body: [
      'We may collect the following information when you fill in a form on this website:',
      [
        'your name and job title;',
        'contact information, including your e-mail address and mobile number;',
        'demographic information such as your town, postcode, preferences and interests;',
        'details of your vehicle, such as the model, year of purchase and registration number;',
        'other information relevant to customer surveys and offers.',
      ],
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'What we do with the information we gather',
    body: [
      'We need this information to understand your needs and give you a better service, and in particular for the following reasons:',
      [
        'internal record keeping;',
        'to improve our products and services;',
        'to send you promotional e-mails about new models, special offers or other information we think you may find interesting, using the e-mail address you have provided;',
        'from time to time, to contact you for market research by e-mail, phone, SMS or WhatsApp, and to customise the website according to your interests.',
      ],
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    body: [
      'We are committed to ensuring that your information is secure. To prevent unauthorised access or disclosure, we have put in place suitable physical, electronic and managerial procedures to safeguard and secure the information we collect online: enquiries are stored on protected systems, and only authorised staff of the dealership can see them.',
    ],
  },
  {
    id: 'how-we-use-cookies',
    heading: 'How we use cookies',
    body: [
      'A cookie is a small file that asks permission to be placed on your computer’s hard drive. Cookies allow web applications to respond to you as an individual and remember your preferences.',
      'We use traffic log cookies to identify which pages are being used. This helps us analyse data about web page traffic and improve our website to suit our customers. We only use this information for statistical analysis, after which the data is removed from the system.',
      'Overall, cookies help us give you a better website by letting us see which pages you find useful. A cookie in no way gives us access to your computer or any information about you other than the data you choose to share with us.',
    ],
  },
  {
    id: 'accepting-or-declining-cookies',
    heading: 'Accepting or declining cookies',
    body: [
      'You can choose to accept or decline cookies. Most web browsers accept cookies automatically, but you can usually change your browser setting to decline them if you prefer. Declining cookies may stop you from taking full advantage of the website.',
    ],
  },
  {
    id: 'links-to-other-websites',
    heading: 'Links to other websites',
    body: [
      'Our website may contain links to other websites of interest, such as maps, videos and social media. Once you have used these links to leave our site, we do not have any control over that other website. We cannot be responsible for the protection and privacy of any information you provide while visiting such sites, and they are not governed by this privacy statement. Please look at the privacy statement of the website in question.',
    ],
  },
  {
    id: 'controlling-your-information',
    heading: 'Controlling your personal information',
    body: [
      'You may choose to restrict the collection or use of your personal information in the following ways:',
      [
        'whenever you are asked to fill in a form on the website, look for the box that you can click to indicate that you do not want the information to be used by anybody for direct marketing purposes;',
        'if you have previously agreed to us using your personal information for direct marketing purposes, you may change your mind at any time by writing to or e-mailing us at the address below.',
      ],
      'We will not sell, distribute or lease your personal information to third parties unless we have your permission or are required by law to do so. We may use your personal information to send you promotional information about third parties which we think you may find interesting, if you tell us that you wish this to happen.',
      'You may request details of personal information which we hold about you. If you believe that any information we are holding on you is incorrect or incomplete, please write to or e-mail us as soon as possible. We will promptly correct any information found to be incorrect.',
    ],
  },
  {
    id: 'store-app',
    heading: 'Our store app',
    body: [
      'When you use an app published by {dealer} or for our store (for example to book a service, check an offer or receive updates about your vehicle), the same principles apply:',
      [
        'the app collects only what you enter (such as your name, mobile number, e-mail and vehicle details) and what it needs to work;',
        'it asks before it uses your location, camera or notifications, and you can turn these off in your phone’s settings at any time;',
        'information from the app is used to handle your request, for service reminders and, if you agree, for offers;',
        'we do not sell app data, and you can ask us to delete your account and data by e-mailing us.',
      ],
    ],
  },
];

/** The closing section; its body is the dealer's details from /api/site. */
export const PRIVACY_CONTACT = {
  id: 'contact-details',
  heading: 'Business contact details',
  intro: 'For any question about this policy or your personal information, contact us at:',
} as const;
