import { DEVICE_CATEGORIES, DEVICE_ICONS, type DeviceCategory } from '@common/contracts/devices';
import type { GuestDevice, GuestGuide, GuestVideo, GuideLocale } from '@common/contracts/guide';
import type { LocalizedText } from '@common/contracts/property';
import { videoLinkUrls } from '@common/contracts/videos';
import { deviceTexts, languageStates, shownLanguage } from '@common/guide-languages';
import { isDeviceMachineTranslated } from '@common/machine-translation';
import type { Db } from '../../db/client';
import type { PropertyRow, VideoRow } from '../../db/schema';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { PhotoResolver, type PhotoUrls } from './guide.presenter';
import { translator } from '../../i18n/i18n';
import { FILES_ROUTE_PREFIX } from '../storage';
import { VideosRepository } from '../videos';
import { DevicesRepository } from '../devices';

const filled = (html: string | undefined) => (html && html.replace(/<[^>]*>/g, '').trim() ? html : '');
/** Text in the locale, else the other language, else ''. */
const pick = (text: LocalizedText | undefined, locale: GuideLocale) =>
  filled(text?.[locale]) || filled(text?.[locale === 'en' ? 'es' : 'en']) || '';

/** The page anchor (#s-device-{id}) and concierge citation id of a device. */
export const deviceAnchor = (deviceId: number) => `device-${deviceId}`;

function guestVideo(row: VideoRow, locale: GuideLocale, photos: PhotoResolver): GuestVideo | null {
  const title = pick(row.title, locale);
  const poster = row.posterMediaId ? photos.byMediaId(row.posterMediaId, title) : null;
  if (row.kind === 'file') {
    if (!row.fileKey) return null;
    return {
      videoId: row.id,
      kind: 'file',
      title,
      embedUrl: null,
      fileUrl: `${FILES_ROUTE_PREFIX}${row.fileKey}`,
      contentType: row.contentType,
      poster,
    };
  }
  if ((row.kind !== 'youtube' && row.kind !== 'vimeo') || !row.providerVideoId) return null;
  return {
    videoId: row.id,
    kind: row.kind,
    title,
    embedUrl: videoLinkUrls(row.kind, row.providerVideoId).embedUrl,
    fileUrl: null,
    contentType: null,
    poster,
  };
}

/**
 * The guest guide's "How things work" part and the sections' videos: devices (oldest first) with
 * their text in the answered language, photos, manual and video; each unlocked section with a video
 * of this property gets it. Added to a presented guide (the guide presenter stays unaware of devices).
 */
export async function withDevicesAndVideos(
  db: Db,
  row: PropertyRow,
  guide: GuestGuide,
  photoUrls: PhotoUrls,
): Promise<GuestGuide> {
  const devicesRepo = new DevicesRepository(db);
  const videosRepo = new VideosRepository(db);
  const deviceRows = await devicesRepo.list(row.id);
  const sectionVideoIds = new Map(
    (row.guide.sections ?? []).flatMap((s) => (s.videoId ? [[s.sectionId, s.videoId] as const] : [])),
  );
  const videoIds = [...deviceRows.flatMap((d) => (d.videoId ? [d.videoId] : [])), ...sectionVideoIds.values()];
  if (!deviceRows.length && !videoIds.length) return { ...guide, devices: [] };
  const videoRows = new Map((await videosRepo.ofProperty(row.id, videoIds)).map((v) => [v.id, v]));
  const mediaIds = [
    ...deviceRows.flatMap((d) => d.mediaIds ?? []),
    ...[...videoRows.values()].flatMap((v) => (v.posterMediaId ? [v.posterMediaId] : [])),
  ];
  const photos = new PhotoResolver(photoUrls, await devicesRepo.mediaRows(mediaIds));
  const { locale } = guide;
  const t = translator(locale);
  const videoOf = (id: number | null | undefined) => {
    const found = id ? videoRows.get(id) : undefined;
    return found ? guestVideo(found, locale, photos) : null;
  };

  const devices: GuestDevice[] = deviceRows.map((d) => {
    const category = (DEVICE_CATEGORIES as readonly string[]).includes(d.category)
      ? (d.category as DeviceCategory)
      : 'other';
    // The language the host wrote the device in (decision 035): the guest's when written there.
    const lang = shownLanguage(languageStates(deviceTexts(d), d.textEdited), locale);
    return {
      deviceId: d.id,
      anchor: deviceAnchor(d.id),
      name: d.name,
      category,
      categoryName: t(`guest.devices.categories.${category}`),
      icon: DEVICE_ICONS[category],
      location: d.location,
      brand: d.brand,
      model: d.model,
      howTo: sanitizeRichText(pick(d.howTo, lang)),
      troubleshooting: sanitizeRichText(pick(d.troubleshooting, lang)),
      ...(lang !== locale ? { fallbackLocale: lang } : {}),
      ...(isDeviceMachineTranslated(d, lang) ? { machineTranslated: true } : {}),
      photos: (d.mediaIds ?? []).flatMap((id) => photos.byMediaId(id, d.name) ?? []),
      manualUrl: d.manualKey ? `${FILES_ROUTE_PREFIX}${d.manualKey}` : null,
      video: videoOf(d.videoId),
    };
  });
  const sections = guide.sections.map((s) =>
    sectionVideoIds.has(s.sectionId) && !s.locked ? { ...s, video: videoOf(sectionVideoIds.get(s.sectionId)) } : s,
  );
  return { ...guide, sections, devices };
}
