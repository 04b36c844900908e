import { Select } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { usePropertyVideos } from '../api/get-property-videos';

/**
 * The video shown with a section: one of the property's videos, or none. The editor lives on
 * /home/guide/property-{id} only, so the property is read from that path segment.
 */
export function SectionVideo({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (videoId: number | null) => void;
}) {
  const { t } = useTranslation();
  const { propertySegment } = useParams();
  const id = Number(/^property-(\d+)$/.exec(propertySegment ?? '')?.[1]);
  const videos = usePropertyVideos(Number.isInteger(id) && id > 0 ? id : null);
  const options = (videos.data ?? []).map((v) => ({
    value: String(v.videoId),
    label: v.title.en || v.title.es || t('host.videos.untitled'),
  }));
  // A video that no longer exists shows as none (the guest page ignores it too).
  const current = value !== null && options.some((o) => o.value === String(value)) ? String(value) : '';
  return (
    <Select
      label={t('host.videos.sectionVideo')}
      description={t('host.videos.sectionVideoHint')}
      data={[{ value: '', label: t('host.videos.noVideo') }, ...options]}
      value={current}
      onChange={(next) => onChange(next ? Number(next) : null)}
      allowDeselect={false}
      maw={420}
    />
  );
}
