import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { GuestGuide } from '@common/contracts/guide';
import { translator } from '../../../i18n/i18n';
import { guidePath } from '../page/format';
import type { PaperSize } from './booklet';
import { FONT, h, pdfText, QrCode } from './pdf-kit';

export interface SignOptions {
  publicUrl: string;
  paper: PaperSize;
  /** Print the Wi-Fi network, password and join QR code (when the guide has them). */
  wifi: boolean;
}

/** Groups a short code for reading aloud and typing: "ABC DEFG". */
const spaced = (code: string) => code.replace(/^(.{3})(.+)$/, '$1 $2');

/**
 * The QR sign: one page to frame or fold into a table card. The property's name, a large QR code
 * of the live guide in the chosen language, the short code for /link, and optionally the Wi-Fi.
 */
export async function renderSignPdf(guide: GuestGuide, o: SignOptions): Promise<Buffer> {
  const { locale } = guide;
  const t = translator(locale);
  const s = pdfText;
  const liveUrl = `${o.publicUrl}${guidePath(locale, guide.slug)}`;
  const linkUrl = `${o.publicUrl}${locale === 'en' ? '' : `/${locale}`}/link`;
  const wifi = o.wifi ? guide.wifi : null;
  const styles = StyleSheet.create({
    page: { fontFamily: FONT.regular, color: '#111111', padding: 40, alignItems: 'center' },
    band: {
      width: '100%',
      backgroundColor: guide.theme.primaryColor,
      color: guide.theme.onPrimaryColor,
      paddingVertical: 20,
      paddingHorizontal: 24,
      borderRadius: 6,
      alignItems: 'center',
    },
    welcome: { fontSize: 14, marginBottom: 4 },
    name: { fontFamily: FONT.bold, fontSize: 28, textAlign: 'center' },
    lead: { fontFamily: FONT.bold, fontSize: 18, marginTop: 22, marginBottom: 10 },
    scan: { fontSize: 13, marginTop: 8 },
    codeLine: { fontSize: 12, marginTop: 14, textAlign: 'center' },
    code: { fontFamily: FONT.bold, fontSize: 26, letterSpacing: 3, marginTop: 6 },
    wifiBox: {
      flexDirection: 'row',
      alignItems: 'center',
      marginTop: 22,
      padding: 14,
      borderWidth: 1.5,
      borderColor: '#222222',
      borderRadius: 6,
      width: '100%',
    },
    wifiText: { flex: 1, marginLeft: 16 },
    wifiTitle: { fontFamily: FONT.bold, fontSize: 16, marginBottom: 6 },
    wifiLine: { fontSize: 12.5, marginBottom: 3 },
    mono: { fontFamily: FONT.mono, fontSize: 13 },
  });
  const qrSize = o.paper === 'A4' ? (wifi ? 280 : 340) : wifi ? 260 : 320;

  const doc = h(
    Document,
    {
      title: s(`${guide.name}: ${t('guest.sign.lead')}`),
      author: 'Guidebook',
      language: locale,
      creator: 'Guidebook',
      producer: 'Guidebook',
    },
    h(
      Page,
      { size: o.paper, style: styles.page },
      h(
        View,
        { style: styles.band },
        h(Text, { style: styles.welcome }, s(t('guest.sign.welcome'))),
        h(Text, { style: styles.name }, s(guide.name)),
      ),
      h(Text, { style: styles.lead }, s(t('guest.sign.lead'))),
      QrCode(liveUrl, qrSize),
      h(Text, { style: styles.scan }, s(t('guest.sign.scan'))),
      h(Text, { style: styles.codeLine }, s(t('guest.sign.noCamera', { url: linkUrl }))),
      h(Text, { style: styles.code }, s(spaced(guide.shortCode))),
      wifi
        ? h(
            View,
            { style: styles.wifiBox },
            QrCode(wifi.joinString, 110),
            h(
              View,
              { style: styles.wifiText },
              h(Text, { style: styles.wifiTitle }, s(t('guest.sign.wifiTitle'))),
              h(
                Text,
                { style: styles.wifiLine },
                s(`${t('guest.page.network')}: `),
                h(Text, { style: styles.mono }, s(wifi.network)),
              ),
              h(
                Text,
                { style: styles.wifiLine },
                s(`${t('guest.page.password')}: `),
                h(Text, { style: styles.mono }, s(wifi.password || t('guest.page.noPassword'))),
              ),
              h(Text, { style: { fontSize: 10.5, marginTop: 4, color: '#444444' } }, s(t('guest.sign.wifiScan'))),
            ),
          )
        : null,
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
