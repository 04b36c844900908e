import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconExternalLink, IconLink, IconPrinter, IconQrcode, IconRefresh } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { useProperty } from '@web/lib/properties/get-properties';
import { toasts } from '@web/lib/toasts';
import { fetchGuidePdf, type PdfRequest, saveBlob } from '../api/download-guide-pdf';
import { useGuideLink } from '../api/get-guide-link';
import { useRotateGuideSlug } from '../api/rotate-guide-slug';

type Locale = 'en' | 'es';
type Paper = 'a4' | 'letter';

const guidePath = (locale: Locale, slug: string) => (locale === 'en' ? `/g/${slug}` : `/es/g/${slug}`);
const linkPath = (locale: Locale) => (locale === 'en' ? '/link' : '/es/link');
/** "ABC DEFG": easier to read aloud and type. */
const spaced = (code: string) => code.replace(/^(.{3})(.+)$/, '$1 $2');

/** A QR code of `text` as a PNG data URL, drawn in the browser. */
function useQrCode(text: string): string | null {
  const [qr, setQr] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(text, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (!cancelled) setQr({ text, url });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [text]);
  return qr?.text === text ? qr.url : null;
}

function Section({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz="lg">
            {title}
          </Title>
        </Group>
        <Text c="gray.7" fz="sm">
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The three formats of one guide for its host: the web guide (link and guide code), the printed
 * booklet (print page or PDF) and the QR sign (PDF, en/es, with or without the Wi-Fi), plus
 * changing the guest link when an old one leaked.
 */
export function GuidePrintPanel({
  propertyId,
  propertyName,
  isCoHost,
  onRotated,
}: {
  propertyId: number;
  propertyName: string;
  isCoHost: boolean;
  onRotated: () => void;
}) {
  const { t } = useTranslation();
  const { data: link, isPending, isError, refetch } = useGuideLink(propertyId);
  const rotate = useRotateGuideSlug();
  const [locale, setLocale] = useState<Locale>('en');
  const [paper, setPaper] = useState<Paper>('a4');
  const [includeSensitive, setIncludeSensitive] = useState(false);
  // A Wi-Fi kept behind the access code goes on the sign only when the host ticks it (off by default).
  const { property } = useProperty(propertyId);
  const wifiLocked = !!property?.guide.sections.some((section) => section.kind === 'wifi' && section.sensitive);
  const [wifiChoice, setIncludeWifi] = useState<boolean | null>(null);
  const includeWifi = wifiChoice ?? !wifiLocked;
  const [busy, setBusy] = useState<'booklet' | 'sign' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fullGuideUrl = link ? `${window.location.origin}${guidePath(locale, link.slug)}` : '';
  const qr = useQrCode(fullGuideUrl || window.location.origin);

  if (isPending) return <Skeleton h={320} radius="md" role="status" aria-busy="true" aria-label={t('app.loading')} />;
  if (isError || !link) {
    return (
      <Alert color="red" variant="light" title={t('guest.hostPrint.loadFailed')}>
        <Button variant="default" size="xs" mt="xs" onClick={() => void refetch()}>
          {t('guest.hostPrint.retry')}
        </Button>
      </Alert>
    );
  }

  const download = async (request: Omit<PdfRequest, 'slug' | 'locale' | 'paper'>) => {
    setBusy(request.kind);
    try {
      const blob = await fetchGuidePdf({ ...request, slug: link.slug, locale, paper });
      if (!blob) {
        toasts.error({ summary: 'errors.title', detail: 'guest.hostPrint.downloadFailed' });
        return;
      }
      const base =
        propertyName
          .normalize('NFKD')
          .replace(/[^\w-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .toLowerCase() || 'guide';
      saveBlob(blob, `${base}-${request.kind === 'booklet' ? 'guide' : 'sign'}-${locale}.pdf`);
    } finally {
      setBusy(null);
    }
  };

  const confirmRotate = async () => {
    const rotated = await rotate.mutateAsync(propertyId);
    setConfirming(false);
    if (rotated) {
      toasts.success({ summary: 'saved', detail: 'guest.hostPrint.rotated' });
      onRotated();
    }
  };

  const guideHref = guidePath(locale, link.slug);
  return (
    <Stack gap="lg">
      {!link.published ? (
        <Alert color="yellow" variant="light">
          {t('guest.hostPrint.unpublished')}
        </Alert>
      ) : null}

      <Group gap="xl" wrap="wrap">
        <Stack gap={4}>
          <Text fw={600} fz="sm" id="print-language">
            {t('guest.hostPrint.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="print-language"
            value={locale}
            onChange={(value) => setLocale(value as Locale)}
            data={[
              { value: 'en', label: 'English' },
              { value: 'es', label: 'Español' },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text fw={600} fz="sm" id="print-paper">
            {t('guest.hostPrint.paper')}
          </Text>
          <SegmentedControl
            aria-labelledby="print-paper"
            value={paper}
            onChange={(value) => setPaper(value as Paper)}
            data={[
              { value: 'a4', label: t('guest.hostPrint.a4') },
              { value: 'letter', label: t('guest.hostPrint.letter') },
            ]}
          />
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Section
          icon={<IconLink size={22} aria-hidden />}
          title={t('guest.hostPrint.webTitle')}
          text={t('guest.hostPrint.webText')}
        >
          <Anchor href={guideHref} target="_blank" rel="noopener noreferrer" fz="sm" style={{ wordBreak: 'break-all' }}>
            {fullGuideUrl}
          </Anchor>
          {qr ? (
            <Image
              src={qr}
              alt={t('guest.print.qrLabel')}
              w={120}
              h={120}
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
            />
          ) : (
            <Skeleton w={120} h={120} />
          )}
          <Text fz="sm">
            {t('guest.hostPrint.shortCodeLabel', { url: `${window.location.host}${linkPath(locale)}` })}{' '}
            <Text span fw={700} ff="monospace" fz="md">
              {spaced(link.shortCode)}
            </Text>
          </Text>
          <Button
            component="a"
            href={guideHref}
            target="_blank"
            rel="noopener noreferrer"
            mt="auto"
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('guest.hostPrint.openGuide')}
          </Button>
        </Section>

        <Section
          icon={<IconPrinter size={22} aria-hidden />}
          title={t('guest.hostPrint.bookletTitle')}
          text={t('guest.hostPrint.bookletText')}
        >
          <Checkbox
            checked={includeSensitive}
            onChange={(event) => setIncludeSensitive(event.currentTarget.checked)}
            label={t('guest.hostPrint.includeSensitive')}
            description={t('guest.hostPrint.includeSensitiveHint')}
          />
          <Group gap="sm" mt="auto">
            <Button
              component="a"
              href={`${guideHref}/print`}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('guest.hostPrint.openPrint')}
            </Button>
            <Button
              onClick={() => void download({ kind: 'booklet', includeSensitive })}
              loading={busy === 'booklet'}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('guest.hostPrint.downloadPdf')}
            </Button>
          </Group>
        </Section>

        <Section
          icon={<IconQrcode size={22} aria-hidden />}
          title={t('guest.hostPrint.signTitle')}
          text={t('guest.hostPrint.signText')}
        >
          <Checkbox
            checked={includeWifi}
            onChange={(event) => setIncludeWifi(event.currentTarget.checked)}
            label={t('guest.hostPrint.includeWifi')}
            description={wifiLocked ? t('guest.hostPrint.includeWifiLocked') : undefined}
          />
          <Button
            mt="auto"
            onClick={() => void download({ kind: 'sign', wifi: includeWifi })}
            loading={busy === 'sign'}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('guest.hostPrint.downloadSign')}
          </Button>
        </Section>
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('guest.hostPrint.rotateTitle')}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('guest.hostPrint.rotateTitle')}
          </Title>
          <Text c="gray.7" fz="sm" maw={720}>
            {t('guest.hostPrint.rotateText')}
          </Text>
          <Group>
            <Button
              color="red"
              variant="outline"
              disabled={isCoHost}
              onClick={() => setConfirming(true)}
              leftSection={<IconRefresh size={16} aria-hidden />}
            >
              {t('guest.hostPrint.rotate')}
            </Button>
            {isCoHost ? (
              <Text fz="sm" c="gray.7">
                {t('guest.hostPrint.coHostNote')}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Card>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('guest.hostPrint.rotateConfirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('guest.hostPrint.rotateConfirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('guest.hostPrint.cancel')}
            </Button>
            <Button color="red" loading={rotate.isPending} onClick={() => void confirmRotate()}>
              {t('guest.hostPrint.rotateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
