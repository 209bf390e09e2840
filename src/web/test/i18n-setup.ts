import { createI18n } from '../i18n/i18n';
import { resources } from '../i18n/locales/en';

// Components rendered in a test without a provider read the English strings, as on the site.
createI18n('en', resources);
