import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconExternalLink } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { usePublicConfig } from '@web/lib/public-config';
import { TOOLTIP_INSTANT } from '@web/lib/ui-constants';

/** The guest link of a guide: {publicUrl}/g/{slug}. */
export function guestLink(publicUrl: string, slug: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/g/${slug}`;
}

/** A QR code of `text` as a PNG data URL (drawn in the browser: nothing leaves the machine). */
function useQrCode(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (!cancelled) setDataUrl({ text, url });
      })
      .catch(() => {
        if (!cancelled) setDataUrl(null);
      });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return dataUrl?.text === text ? dataUrl.url : null;
}

/** The guest link with copy and open buttons, and its QR code with a download. */
export function GuestLink({ slug, propertyName }: { slug: string; propertyName: string }) {
  const { t } = useTranslation();
  const { publicUrl } = usePublicConfig();
  const link = guestLink(publicUrl, slug);
  const qr = useQrCode(link);
  const fileName = `${
    propertyName
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'guide'
  }-qr.png`;

  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Stack gap="xs" style={{ flex: '1 1 260px', minWidth: 0 }}>
        <TextInput
          label={t('host.editor.sharing.link')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSectionWidth={40}
          rightSection={
            <CopyButton value={link} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip
                  label={copied ? t('host.editor.sharing.copied') : t('host.editor.sharing.copy')}
                  withArrow
                  {...TOOLTIP_INSTANT}
                >
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={copied ? t('host.editor.sharing.copied') : t('host.editor.sharing.copy')}
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            {t('host.editor.sharing.open')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
      <Stack gap={6} align="center" style={{ flex: '1 1 160px' }} maw={{ base: '100%', sm: 200 }}>
        {qr ? (
          <Image
            src={qr}
            alt={t('host.editor.sharing.qrAlt', { link })}
            w={148}
            h={148}
            radius="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)' }}
          />
        ) : (
          <Skeleton w={148} h={148} />
        )}
        {qr ? (
          <Button
            component="a"
            href={qr}
            download={fileName}
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            {t('host.editor.sharing.downloadQr')}
          </Button>
        ) : null}
        <Text size="xs" c="gray.7" maw={180} ta="center">
          {t('host.editor.sharing.qrHint')}
        </Text>
      </Stack>
    </Group>
  );
}
