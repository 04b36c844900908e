import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { Logo } from '@web/components/brand/logo';
import { LostMapIllustration } from '@web/components/brand/lost-map-illustration';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useDocumentTitle } from '@web/lib/document-title';

/** Any unmatched route: title_404, "Page not found: {path}", the logo and an image. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('title_404'));
  return (
    <Center>
      <Stack align="center" gap="lg" ta="center" maw={520}>
        <LocaleLink to="/" aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
          <Logo size={34} />
        </LocaleLink>
        <LostMapIllustration
          title={t('app.notFound.illustration')}
          style={{ width: '100%', maxWidth: 320, height: 'auto' }}
        />
        <Title order={1} fz={64} c="brand.8" lh={1}>
          {t('title_404')}
        </Title>
        <Text size="lg" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
          {t('message_404', { path: pathname })}
        </Text>
        <Button component={LocaleLink} to="/" size="md">
          {t('app.notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
