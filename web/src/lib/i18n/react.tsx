/** The translation hooks and components every component imports (from react-i18next for now). */
export { Trans, useTranslation } from 'react-i18next';
