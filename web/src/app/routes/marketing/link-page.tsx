import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { useLocale } from '@web/lib/i18n/use-locale';

/**
 * /link inside the web app (a link from the site to /link): the guest types the short code from the
 * sign or message. The form is a plain GET to the server's /link, exactly like the page a full load of
 * /link gets, so the server resolves the code and redirects to the guide (or explains a wrong code).
 */
export function LinkPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const action = locale === 'en' ? '/link' : `/${locale}/link`;
  return (
    <Container size="xs" py={48}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('guest.link.title')}
          </Title>
          <Text>{t('guest.link.lead')}</Text>
          <form method="get" action={action} data-testid="link-form">
            <Stack gap="md">
              <TextInput
                name="code"
                label={t('guest.link.code')}
                required
                maxLength={16}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                size="md"
              />
              <Button type="submit" size="md" fullWidth>
                {t('guest.link.open')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
