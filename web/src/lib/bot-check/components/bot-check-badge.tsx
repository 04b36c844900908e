import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import classes from './bot-check-badge.module.css';

/**
 * The badge of the self-hosted bot check, bottom-right. It rests as a small
 * shield and shows its words on hover; screen readers always get the words.
 * reCAPTCHA draws its own badge, so forms show this one only for ALTCHA.
 */
export function BotCheckBadge() {
  const { t } = useTranslation();
  return (
    <div className={classes.badge} role="note" data-testid="bot-check-badge">
      <IconShieldCheck size={16} stroke={1.8} className={classes.icon} aria-hidden />
      <span className={classes.text}>{t('auth.botCheck.badge')}</span>
    </div>
  );
}
