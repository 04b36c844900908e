import {
  IconBookmark,
  IconChevronRight,
  IconClipboardList,
  IconCloudOff,
  IconFirstAidKit,
  IconKey,
  IconMapPin,
  IconSend,
  IconSparkles,
  IconToolsKitchen2,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import classes from './phone-mock.module.css';

/** Sample data of the imaginary property; the same in every language, like real Wi-Fi details. */
const SAMPLE_NETWORK = 'CasaLimon_5G';
const SAMPLE_PASSWORD = 'limon-2026';

/** The guide's sections as the guest sees them, keys under marketing.home.mock. */
const SECTIONS: ReadonlyArray<{ key: string; icon: Icon; alert?: boolean; detail?: string }> = [
  { key: 'checkIn', icon: IconKey, detail: 'checkInDetail' },
  { key: 'houseRules', icon: IconClipboardList },
  { key: 'appliances', icon: IconToolsKitchen2 },
  { key: 'emergency', icon: IconFirstAidKit, alert: true },
  { key: 'localTips', icon: IconMapPin },
];

/**
 * A guest guide as it looks on a phone, built from real elements so it stays sharp, weighs nothing and
 * speaks the page's language. Exposed to assistive technology as one image with a description.
 */
export function PhoneMock() {
  const { t } = useTranslation();
  const k = (key: string) => t(`marketing.home.mock.${key}`);
  return (
    <div className={classes.phone} role="img" aria-label={k('label')}>
      <div className={classes.screen}>
        <div className={classes.cover}>
          <div className={classes.coverRow}>
            <span className={classes.chip}>
              <IconCloudOff size={12} aria-hidden />
              {k('offline')}
            </span>
            <span className={classes.lang}>{k('language')}</span>
          </div>
          <div className={classes.propertyName}>{k('property')}</div>
          <div className={classes.location}>
            <IconMapPin size={12} aria-hidden />
            {k('location')}
          </div>
        </div>

        <div className={classes.body}>
          <p className={classes.welcome}>{k('welcome')}</p>

          <div className={classes.card}>
            <div className={classes.cardTitle}>
              <IconWifi size={16} aria-hidden />
              {k('wifiTitle')}
            </div>
            <dl className={classes.wifiGrid}>
              <dt>{k('wifiNetwork')}</dt>
              <dd>{SAMPLE_NETWORK}</dd>
              <dt>{k('wifiPassword')}</dt>
              <dd>{SAMPLE_PASSWORD}</dd>
            </dl>
          </div>

          <ul className={classes.sections}>
            {SECTIONS.map(({ key, icon: SectionIcon, alert, detail }) => (
              <li key={key} className={classes.row}>
                <span className={alert ? classes.rowIconAlert : classes.rowIcon}>
                  <SectionIcon size={15} aria-hidden />
                </span>
                <span className={classes.rowLabel}>
                  {k(key)}
                  {detail && <span className={classes.rowDetail}>{k(detail)}</span>}
                </span>
                <IconChevronRight size={14} className={classes.chevron} aria-hidden />
              </li>
            ))}
          </ul>

          <div className={classes.chat}>
            <div className={classes.bubbleGuest}>{k('question')}</div>
            <div className={classes.bubbleConcierge}>
              <div className={classes.conciergeName}>
                <IconSparkles size={12} aria-hidden />
                {k('conciergeName')}
              </div>
              {k('answer')}
              <div>
                <span className={classes.source}>
                  <IconBookmark size={12} aria-hidden />
                  {k('source')}
                </span>
              </div>
            </div>
          </div>
        </div>

        <div className={classes.askBar}>
          <span>{k('askPlaceholder')}</span>
          <span className={classes.send}>
            <IconSend size={15} aria-hidden />
          </span>
        </div>
      </div>
    </div>
  );
}
