import { SegmentedControl, Stack, Text } from '@mantine/core';
import {
  IconLock,
  IconMapPin,
  IconPhone,
  IconToolsKitchen2,
  IconWorld,
  IconFirstAidKit,
  IconUserCircle,
  IconMail,
} from '@tabler/icons-react';
import { useMemo, type CSSProperties } from 'react';
import { type Theme } from '@common/contracts/list';
import { GUIDE_LOCALES } from '@common/contracts/property-constants';
import { shownLanguage } from '@common/guide-languages';
import { useTranslation } from '@web/lib/i18n/react';
import { formatTime } from '@web/lib/dates';
import { type EditorValues, type GuideLocale, type TextPerLocale } from '../lib/editor-values';
import { type EditorLookups } from '../lib/lookups';
import { sanitizePreviewHtml, textToHtml } from '../lib/rich-text';
import { sectionLanguageStates } from '../lib/language-marks';
import { NamedIcon } from '../lib/section-icons';
import classes from './guide-preview.module.css';

/** Colours used when no theme list has loaded yet: the product's own teal. */
const FALLBACK_THEME: Pick<
  Theme,
  'primaryColor' | 'accentColor' | 'backgroundColor' | 'surfaceColor' | 'textColor' | 'onPrimaryColor'
> = {
  primaryColor: '#0c766a',
  accentColor: '#14a896',
  backgroundColor: '#f4f7f6',
  surfaceColor: '#ffffff',
  textColor: '#1d2624',
  onPrimaryColor: '#ffffff',
};

/** A guest reads their language, and the other one where theirs is missing. */
function pick(text: TextPerLocale, locale: GuideLocale): string {
  const other: GuideLocale = locale === 'en' ? 'es' : 'en';
  return text[locale].trim() ? text[locale] : text[other];
}

function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePreviewHtml(html), [html]);
  // Sanitised above with the server's allow-list; the host's own markup, shown back to the host.
  return <div className={classes.rich} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The guide as a guest would see it on a phone, drawn from the editor's unsaved working copy, in a
 * 390 px frame. A faithful sketch of the guest page (a later issue builds the real one): same data,
 * same order, same language fallback, the chosen theme's colours. Sensitive sections are shown with
 * a lock, as a guest who entered the access code would see them.
 */
export function GuidePreview({
  values,
  lookups,
  locale,
  onLocaleChange,
}: {
  values: EditorValues;
  lookups: Pick<EditorLookups, 'themes' | 'countries' | 'states' | 'emergencyInfoTypes' | 'attractionTypes'>;
  locale: GuideLocale;
  onLocaleChange: (locale: GuideLocale) => void;
}) {
  const { t } = useTranslation();
  const g = (key: string, options?: Record<string, unknown>) =>
    t(`host.editor.preview.guest.${key}`, { lng: locale, ...options });
  const { guide } = values;
  const theme = lookups.themes.find((item) => String(item.id) === guide.themeId) ?? lookups.themes[0] ?? FALLBACK_THEME;
  const style = {
    '--guide-primary': theme.primaryColor,
    '--guide-accent': theme.accentColor,
    '--guide-background': theme.backgroundColor,
    '--guide-surface': theme.surfaceColor,
    '--guide-text': theme.textColor,
    '--guide-on-primary': theme.onPrimaryColor,
  } as CSSProperties;

  const country = lookups.countries.find((item) => String(item.id) === values.countryId)?.name;
  const state = lookups.states.find((item) => String(item.id) === values.stateId)?.name;
  const place = [values.city.trim(), state, country].filter(Boolean).join(', ');
  const foodTypes = new Set(lookups.attractionTypes.filter((type) => type.food).map((type) => String(type.id)));
  const food = guide.attractions.filter((item) => item.attractionTypeId && foodTypes.has(item.attractionTypeId));
  const other = guide.attractions.filter((item) => !item.attractionTypeId || !foodTypes.has(item.attractionTypeId));
  const typeName = (list: Array<{ id: number; name: string }>, id: string | null) =>
    list.find((item) => String(item.id) === id)?.name;

  return (
    <Stack gap="sm" align="center">
      <SegmentedControl
        size="xs"
        value={locale}
        onChange={(value) => onLocaleChange(value as GuideLocale)}
        data={GUIDE_LOCALES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
        aria-label={t('host.editor.preview.language')}
      />
      <div className={classes.frame}>
        <div
          className={classes.screen}
          style={style}
          lang={locale}
          aria-label={t('host.editor.preview.label')}
          role="region"
          tabIndex={0}
        >
          <header
            className={`${classes.cover} ${values.propertyImage ? classes.coverWithImage : ''}`}
            style={
              values.propertyImage
                ? { backgroundImage: `url("${values.propertyImage.replace(/"/g, '%22')}")` }
                : undefined
            }
          >
            {values.propertyImage ? <div className={classes.coverShade} /> : null}
            <div className={classes.coverText}>
              <div className={classes.propertyName}>
                {values.name.trim() || t('host.editor.untitledProperty', { lng: locale })}
              </div>
              {place ? (
                <div className={classes.place}>
                  <IconMapPin size={13} aria-hidden />
                  {place}
                </div>
              ) : null}
            </div>
          </header>

          <div className={classes.body}>
            {guide.checkInTime || guide.checkOutTime ? (
              <div className={classes.times}>
                {guide.checkInTime ? (
                  <div className={classes.time}>
                    <div className={classes.timeLabel}>{g('checkIn')}</div>
                    <div className={classes.timeValue}>{formatTime(guide.checkInTime, locale)}</div>
                  </div>
                ) : null}
                {guide.checkOutTime ? (
                  <div className={classes.time}>
                    <div className={classes.timeLabel}>{g('checkOut')}</div>
                    <div className={classes.timeValue}>{formatTime(guide.checkOutTime, locale)}</div>
                  </div>
                ) : null}
              </div>
            ) : null}

            {guide.sections.map((section) => {
              // The language guests get this section in (decision 035): an untouched starter text
              // never stands in for what the host wrote in the other language.
              const shown = shownLanguage(sectionLanguageStates(section), locale);
              const body = pick(section.body, shown);
              return (
                <section
                  key={section.sectionId}
                  className={classes.card}
                  lang={shown === locale ? undefined : shown}
                  data-testid={`preview-section-${section.sectionId}`}
                >
                  <div className={classes.cardTitle}>
                    <span className={classes.cardIcon}>
                      <NamedIcon name={section.icon} size={17} />
                    </span>
                    <span>
                      {pick(section.title, shown).trim() ||
                        t(`host.editor.sectionKinds.${section.kind}`, { lng: locale })}
                    </span>
                    {section.sensitive ? (
                      <span className={classes.lock}>
                        <IconLock size={11} aria-hidden />
                        {g('locked')}
                      </span>
                    ) : null}
                  </div>
                  {shown !== locale ? (
                    <p lang={locale} className={classes.fallback}>
                      {g(shown === 'en' ? 'shownInEn' : 'shownInEs')}
                    </p>
                  ) : null}
                  {body ? <RichText html={body} /> : null}
                  {section.kind === 'wifi' && section.wifi && (section.wifi.network || section.wifi.password) ? (
                    <dl className={classes.wifi}>
                      <dt>{g('network')}</dt>
                      <dd>{section.wifi.network}</dd>
                      <dt>{g('password')}</dt>
                      <dd>{section.wifi.password}</dd>
                    </dl>
                  ) : null}
                  {section.imageUrls.length > 0 ? (
                    <div className={classes.photos}>
                      {section.imageUrls.map((url, index) => (
                        <img key={`${url}-${index}`} src={url} alt="" loading="lazy" />
                      ))}
                    </div>
                  ) : null}
                  {!body && !(section.kind === 'wifi' && section.wifi?.network) && section.imageUrls.length === 0 ? (
                    <p className={classes.empty}>{g('nothingYet')}</p>
                  ) : null}
                </section>
              );
            })}

            {values.emergencyInfos.length > 0 ? (
              <>
                <div className={classes.groupTitle}>
                  <IconFirstAidKit size={18} aria-hidden />
                  {g('emergency')}
                </div>
                {values.emergencyInfos.map((info) => {
                  const type = lookups.emergencyInfoTypes.find((item) => String(item.id) === info.emergencyInfoTypeId);
                  const notes = pick(info.notes, locale);
                  return (
                    <div key={info.emergencyInfoId} className={`${classes.card} ${classes.item}`}>
                      <span className={classes.cardIcon}>
                        <NamedIcon name={type?.icon} fallback={IconFirstAidKit} size={17} />
                      </span>
                      <div className={classes.itemMain}>
                        <div className={classes.itemName}>{info.name.trim() || type?.name}</div>
                        {info.name.trim() && type ? <div className={classes.itemMeta}>{type.name}</div> : null}
                        {info.phone ? (
                          <div className={classes.itemMeta}>
                            <a href={`tel:${info.phone.replace(/[^0-9+]/g, '')}`}>{info.phone}</a>
                          </div>
                        ) : null}
                        {info.address ? <div className={classes.itemMeta}>{info.address}</div> : null}
                        {notes ? <div className={`${classes.itemMeta} ${classes.notes}`}>{notes}</div> : null}
                      </div>
                    </div>
                  );
                })}
              </>
            ) : null}

            {[
              { key: 'food', items: food, title: g('food'), icon: IconToolsKitchen2 },
              { key: 'other', items: other, title: g('thingsToDo'), icon: IconMapPin },
            ].map((group) =>
              group.items.length > 0 ? (
                <div key={group.key} style={{ display: 'contents' }}>
                  <div className={classes.groupTitle}>
                    <group.icon size={18} aria-hidden />
                    {group.title}
                  </div>
                  {group.items.map((item) => {
                    const type = lookups.attractionTypes.find((entry) => String(entry.id) === item.attractionTypeId);
                    const description = pick(item.description, locale);
                    return (
                      <div key={item.attractionId} className={`${classes.card} ${classes.item}`}>
                        <span className={classes.cardIcon}>
                          <NamedIcon name={type?.icon} fallback={group.icon} size={17} />
                        </span>
                        <div className={classes.itemMain}>
                          <div className={classes.itemName}>{item.name.trim() || g('unnamedPlace')}</div>
                          {typeName(lookups.attractionTypes, item.attractionTypeId) ? (
                            <div className={classes.itemMeta}>
                              {typeName(lookups.attractionTypes, item.attractionTypeId)}
                            </div>
                          ) : null}
                          {description ? <RichText html={textToHtml(description)} /> : null}
                          {item.address ? <div className={classes.itemMeta}>{item.address}</div> : null}
                          {item.phone ? (
                            <div className={classes.itemMeta}>
                              <IconPhone size={12} aria-hidden /> {item.phone}
                            </div>
                          ) : null}
                          {item.url ? (
                            <div className={classes.itemMeta}>
                              <IconWorld size={12} aria-hidden /> {g('website')}
                            </div>
                          ) : null}
                        </div>
                      </div>
                    );
                  })}
                </div>
              ) : null,
            )}

            {guide.hostContact.show &&
            (guide.hostContact.name || guide.hostContact.phone || guide.hostContact.email) ? (
              <div className={`${classes.card} ${classes.item}`}>
                <span className={classes.cardIcon}>
                  <IconUserCircle size={17} aria-hidden />
                </span>
                <div className={classes.itemMain}>
                  <div className={classes.itemName}>{g('yourHost')}</div>
                  {guide.hostContact.name ? <div className={classes.itemMeta}>{guide.hostContact.name}</div> : null}
                  {guide.hostContact.phone ? (
                    <div className={classes.itemMeta}>
                      <IconPhone size={12} aria-hidden /> {guide.hostContact.phone}
                    </div>
                  ) : null}
                  {guide.hostContact.email ? (
                    <div className={classes.itemMeta}>
                      <IconMail size={12} aria-hidden /> {guide.hostContact.email}
                    </div>
                  ) : null}
                </div>
              </div>
            ) : null}

            <div className={classes.footer}>{g('footer')}</div>
          </div>
        </div>
      </div>
      <Text size="xs" c="gray.7" ta="center" maw={360}>
        {guide.published ? t('host.editor.preview.noteLive') : t('host.editor.preview.noteDraft')}
      </Text>
    </Stack>
  );
}
