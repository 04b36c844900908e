import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { GuestGuide, GuestRecommendation } from '@common/contracts/guide';
import { translator } from '../../../i18n/i18n';
import { formatDate, formatDistance, formatTime, guidePath } from '../page/format';
import { baseStyles, FONT, h, type ImageLoader, jpegFor, pdfText, QrCode, RichText } from './pdf-kit';

export type PaperSize = 'A4' | 'LETTER';

export interface BookletOptions {
  publicUrl: string;
  paper: PaperSize;
  updatedAt: Date;
  timeZone: string | null;
  loadImage: ImageLoader;
}

/**
 * The printable booklet as a PDF: cover with the QR code to the live guide, contents and
 * essentials, one block per section (with up to two photos), an emergency page, recommendations
 * and a back page. Exactly the sections the guide answer holds (locked ones are left out).
 */
export async function renderBookletPdf(guide: GuestGuide, o: BookletOptions): Promise<Buffer> {
  const { locale } = guide;
  const t = translator(locale);
  const s = (text: string) => pdfText(text);
  const liveUrl = `${o.publicUrl}${guidePath(locale, guide.slug)}`;
  const absolute = (url: string) => (url.startsWith('/') ? `${o.publicUrl}${url}` : url);
  const linkUrl = `${o.publicUrl}${locale === 'en' ? '' : `/${locale}`}/link`;
  const primary = guide.theme.primaryColor;
  // The host's emergency section prints on the emergency page, under the numbers (one contents entry).
  const printable = guide.sections.filter((sec) => !sec.locked && sec.kind !== 'emergency');
  const emergencySections = guide.sections.filter((sec) => !sec.locked && sec.kind === 'emergency');
  const omitted = guide.sections.filter((sec) => sec.locked).length;
  const places = [...guide.recommendations.food, ...guide.recommendations.other];
  const devices = guide.devices ?? [];
  /** Contents numbers after the sections: devices (when any), emergency, places. */
  const after = (n: number) => printable.length + (devices.length ? 1 : 0) + n;

  const styles = StyleSheet.create({
    page: { ...baseStyles.body, paddingTop: 42, paddingBottom: 54, paddingHorizontal: 46 },
    band: {
      backgroundColor: primary,
      color: guide.theme.onPrimaryColor,
      padding: 18,
      marginBottom: 18,
      borderRadius: 4,
    },
    kicker: { fontSize: 10, letterSpacing: 1, textTransform: 'uppercase', marginBottom: 4 },
    title: { fontFamily: FONT.bold, fontSize: 26, lineHeight: 1.2 },
    lead: { fontSize: 12, marginTop: 6 },
    h1: { fontFamily: FONT.bold, fontSize: 18, color: primary, marginBottom: 10 },
    sectionTitle: {
      fontFamily: FONT.bold,
      fontSize: 15,
      color: primary,
      marginTop: 14,
      marginBottom: 6,
      paddingBottom: 3,
      borderBottomWidth: 1,
      borderBottomColor: '#dddddd',
    },
    notice: { fontSize: 9.5, color: '#555555', fontFamily: FONT.italic, marginBottom: 6 },
    qrRow: { flexDirection: 'row', alignItems: 'center', marginTop: 16 },
    qrText: { flex: 1, marginLeft: 16 },
    fact: { flexDirection: 'row', marginBottom: 6 },
    factLabel: { width: 110, fontFamily: FONT.bold },
    factValue: { flex: 1 },
    mono: { fontFamily: FONT.mono },
    footer: {
      position: 'absolute',
      bottom: 24,
      left: 46,
      right: 46,
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontSize: 8.5,
      color: '#666666',
    },
    photos: { flexDirection: 'row', marginTop: 4, marginBottom: 6 },
    photo: { marginRight: 8, borderRadius: 3, objectFit: 'cover' },
    big: { fontSize: 20, fontFamily: FONT.bold, marginBottom: 6 },
    place: { marginBottom: 8 },
    meta: { color: '#555555', fontSize: 9.5 },
  });

  const cover = guide.coverPhoto
    ? await jpegFor(o.loadImage, guide.coverPhoto.srcSmall ? guide.coverPhoto.src : guide.coverPhoto.src, 1000)
    : null;
  const sectionPhotos = await Promise.all(
    printable.map((sec) =>
      Promise.all(sec.photos.slice(0, 2).map((p) => jpegFor(o.loadImage, p.srcSmall ?? p.src, 500))),
    ),
  );

  const footer = h(
    View,
    { style: styles.footer, fixed: true },
    h(Text, null, s(guide.name)),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        s(t('guest.print.page', { page: pageNumber, total: totalPages })),
    }),
  );
  const fact = (label: string, value: ReactElement | string) =>
    h(
      View,
      { style: styles.fact, wrap: false },
      h(Text, { style: styles.factLabel }, s(label)),
      typeof value === 'string' ? h(Text, { style: styles.factValue }, s(value)) : value,
    );

  // Keys are the group and the index: food and other places are siblings on one page.
  const placeBlock = (group: string) => (p: GuestRecommendation, i: number) => {
    const distance = p.distanceMeters !== null ? formatDistance(p.distanceMeters, locale) : null;
    return h(
      View,
      { key: `${group}${i}`, style: styles.place, wrap: false },
      h(Text, { style: { fontFamily: FONT.bold } }, s(p.name)),
      h(
        Text,
        { style: styles.meta },
        s(
          [
            p.type.name,
            distance ? t(`guest.page.${distance.key}`, { distance: distance.value }) : null,
            p.address,
            p.phone,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
      ),
      p.description ? RichText(p.description, 'description') : null,
    );
  };

  const doc = h(
    Document,
    {
      title: s(t('guest.print.title', { name: guide.name })),
      author: 'Guidebook',
      language: locale,
      creator: 'Guidebook',
      producer: 'Guidebook',
    },
    // Cover
    h(
      Page,
      { size: o.paper, style: styles.page },
      h(
        View,
        { style: styles.band },
        h(Text, { style: styles.kicker }, s(t('guest.print.coverLead'))),
        h(Text, { style: styles.title }, s(guide.name)),
        guide.address?.text ? h(Text, { style: styles.lead }, s(guide.address.text)) : null,
      ),
      cover
        ? h(Image, {
            src: { data: cover.data, format: 'jpg' },
            style: { width: '100%', height: Math.min(330, 503 * cover.ratio), objectFit: 'cover', borderRadius: 4 },
          })
        : null,
      h(
        View,
        { style: styles.qrRow },
        QrCode(liveUrl, 130),
        h(
          View,
          { style: styles.qrText },
          h(Text, { style: { fontFamily: FONT.bold, fontSize: 13, marginBottom: 6 } }, s(t('guest.print.scanLive'))),
          h(Text, null, s(t('guest.print.orVisit', { url: linkUrl, code: guide.shortCode }))),
        ),
      ),
      footer,
    ),
    // Contents and essentials
    h(
      Page,
      { size: o.paper, style: styles.page },
      h(Text, { style: styles.h1 }, s(t('guest.page.contents'))),
      ...printable.map((sec, i) =>
        h(Text, { key: sec.sectionId, style: { marginBottom: 3 } }, s(`${i + 1}. ${sec.title}`)),
      ),
      devices.length
        ? h(Text, { style: { marginBottom: 3 } }, s(`${printable.length + 1}. ${t('guest.devices.title')}`))
        : null,
      h(Text, { style: { marginBottom: 3 } }, s(`${after(1)}. ${t('guest.page.emergency')}`)),
      places.length ? h(Text, { style: { marginBottom: 3 } }, s(`${after(2)}. ${t('guest.page.places')}`)) : null,
      omitted
        ? h(Text, { style: [styles.notice, { marginTop: 6 }] }, s(t('guest.print.lockedOmitted', { count: omitted })))
        : null,
      h(Text, { style: [styles.h1, { marginTop: 18 }] }, s(t('guest.page.essentials'))),
      guide.wifi
        ? fact(
            t('guest.page.wifi'),
            h(
              View,
              { style: styles.factValue },
              h(Text, null, s(`${t('guest.page.network')}: `), h(Text, { style: styles.mono }, s(guide.wifi.network))),
              h(
                Text,
                null,
                s(`${t('guest.page.password')}: `),
                h(Text, { style: styles.mono }, s(guide.wifi.password || t('guest.page.noPassword'))),
              ),
            ),
          )
        : null,
      guide.checkInTime
        ? fact(t('guest.page.checkIn'), t('guest.page.from', { time: formatTime(guide.checkInTime, locale) }))
        : null,
      guide.checkOutTime
        ? fact(t('guest.page.checkOut'), t('guest.page.until', { time: formatTime(guide.checkOutTime, locale) }))
        : null,
      guide.address?.text ? fact(t('guest.page.address'), guide.address.text) : null,
      guide.hostContact
        ? fact(
            t('guest.page.host'),
            [guide.hostContact.name, guide.hostContact.phone, guide.hostContact.email].filter(Boolean).join(' · '),
          )
        : null,
      fact(t('guest.page.emergencyNumber'), guide.emergency.number),
      guide.wifi
        ? h(
            View,
            { style: styles.qrRow, wrap: false },
            QrCode(guide.wifi.joinString, 90),
            h(Text, { style: styles.qrText }, s(t('guest.sign.wifiScan'))),
          )
        : null,
      footer,
    ),
    // Sections
    h(
      Page,
      { size: o.paper, style: styles.page, wrap: true },
      ...printable.map((sec, i) =>
        h(
          View,
          { key: sec.sectionId },
          h(Text, { style: styles.sectionTitle, minPresenceAhead: 60 }, s(`${i + 1}. ${sec.title}`)),
          sec.fallbackLocale ? h(Text, { style: styles.notice }, s(t(`guest.fallback.${sec.fallbackLocale}`))) : null,
          sec.wifi
            ? h(
                Text,
                { style: baseStyles.p },
                s(
                  `${t('guest.page.network')}: ${sec.wifi.network} · ${t('guest.page.password')}: ${sec.wifi.password}`,
                ),
              )
            : null,
          RichText(sec.body ?? '', 'body'),
          sectionPhotos[i]!.some(Boolean)
            ? h(
                View,
                { style: styles.photos, wrap: false },
                ...sectionPhotos[i]!.filter((p): p is NonNullable<typeof p> => !!p).map((p, n) =>
                  h(Image, {
                    key: n,
                    src: { data: p.data, format: 'jpg' },
                    style: [styles.photo, { width: 200, height: Math.min(150, 200 * p.ratio) }],
                  }),
                ),
              )
            : null,
        ),
      ),
      footer,
    ),
    // Devices
    devices.length
      ? h(
          Page,
          { size: o.paper, style: styles.page, wrap: true },
          h(Text, { style: styles.h1 }, s(t('guest.devices.title'))),
          ...devices.map((device) => {
            const maker = [device.brand, device.model].filter(Boolean).join(' ');
            return h(
              View,
              { key: device.deviceId },
              h(Text, { style: styles.sectionTitle, minPresenceAhead: 60 }, s(device.name)),
              device.fallbackLocale
                ? h(Text, { style: styles.notice }, s(t(`guest.fallback.${device.fallbackLocale}`)))
                : null,
              device.location
                ? h(Text, { style: styles.meta }, s(t('guest.devices.where', { location: device.location })))
                : null,
              maker ? h(Text, { style: styles.meta }, s(t('guest.devices.model', { model: maker }))) : null,
              device.howTo ? h(Text, { style: baseStyles.h2 }, s(t('guest.devices.howTo'))) : null,
              RichText(device.howTo, 'howTo'),
              device.troubleshooting ? h(Text, { style: baseStyles.h2 }, s(t('guest.devices.troubleshooting'))) : null,
              RichText(device.troubleshooting, 'troubleshooting'),
              device.manualUrl
                ? h(Text, { style: styles.meta }, s(`${t('guest.devices.manual')}: ${absolute(device.manualUrl)}`))
                : null,
            );
          }),
          footer,
        )
      : null,
    // Emergency
    h(
      Page,
      { size: o.paper, style: styles.page, wrap: true },
      h(Text, { style: styles.h1 }, s(t('guest.page.emergency'))),
      h(Text, { style: styles.big }, s(`${t('guest.page.emergencyNumber')}: ${guide.emergency.number}`)),
      h(Text, { style: baseStyles.p }, s(t('guest.page.emergencyHint'))),
      guide.hostContact?.phone
        ? fact(t('guest.page.hostNumbers'), `${guide.hostContact.name ?? ''} ${guide.hostContact.phone}`.trim())
        : null,
      ...guide.emergency.contacts.map((c) =>
        fact(c.name || c.type.name, [c.name ? c.type.name : null, c.phone, c.address].filter(Boolean).join(' · ')),
      ),
      ...emergencySections.flatMap((sec) => [
        sec.fallbackLocale ? h(Text, { style: styles.notice }, s(t(`guest.fallback.${sec.fallbackLocale}`))) : null,
        RichText(sec.body ?? '', `body-${sec.sectionId}`),
      ]),
      footer,
    ),
    // Recommendations
    places.length
      ? h(
          Page,
          { size: o.paper, style: styles.page, wrap: true },
          h(Text, { style: styles.h1 }, s(t('guest.page.places'))),
          guide.recommendations.food.length
            ? h(Text, { style: baseStyles.h2, minPresenceAhead: 40 }, s(t('guest.page.food')))
            : null,
          ...guide.recommendations.food.map(placeBlock('food')),
          guide.recommendations.other.length
            ? h(Text, { style: baseStyles.h2, minPresenceAhead: 40 }, s(t('guest.page.otherPlaces')))
            : null,
          ...guide.recommendations.other.map(placeBlock('other')),
          footer,
        )
      : null,
    // Back page
    h(
      Page,
      { size: o.paper, style: [styles.page, { justifyContent: 'center', alignItems: 'center' }] },
      QrCode(liveUrl, 220),
      h(Text, { style: { fontFamily: FONT.bold, fontSize: 16, marginTop: 14 } }, s(t('guest.print.backPage'))),
      h(Text, { style: { marginTop: 6 } }, s(t('guest.print.orVisit', { url: linkUrl, code: guide.shortCode }))),
      h(
        Text,
        { style: [styles.meta, { marginTop: 6 }] },
        s(t('guest.page.updated', { date: formatDate(o.updatedAt, locale, o.timeZone) })),
      ),
      footer,
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
