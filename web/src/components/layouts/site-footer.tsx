import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { Logo } from '@web/components/brand/logo';
import { LocaleLink } from '@web/lib/i18n/locale-link';

const COLUMNS = [
  {
    title: 'footer.product',
    links: [
      ['/pricing', 'footer.pricing'],
      ['/insights', 'footer.insights'],
    ],
  },
  {
    title: 'footer.company',
    links: [
      ['/company/about-us', 'footer.aboutUs'],
      ['/company/news', 'footer.news'],
    ],
  },
  {
    title: 'footer.community',
    links: [
      ['/community/comparisons', 'footer.comparisons'],
      ['/community/contact', 'footer.contact'],
      ['/community/faq', 'footer.faq'],
    ],
  },
  {
    title: 'footer.legal',
    links: [
      ['/service/privacy', 'footer.privacy'],
      ['/service/terms', 'footer.terms'],
    ],
  },
] as const;

/** Footer of the public pages: every marketing and legal page, one click away. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      bg="gray.0"
      mt="auto"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container py={48}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="sm" style={{ gridColumn: 'span 2' }} maw={320}>
            <LocaleLink to="/" aria-label={t('nav.home')} style={{ textDecoration: 'none', width: 'fit-content' }}>
              <Logo size={26} />
            </LocaleLink>
            <Text size="sm" c="gray.7">
              {t('footer.tagline')}
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Box component="nav" key={column.title} aria-label={t(column.title)}>
              <Text component="h2" fw={700} size="sm" mb="sm" c="dark.7">
                {t(column.title)}
              </Text>
              <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {column.links.map(([to, key]) => (
                  <li key={to}>
                    <Anchor component={LocaleLink} to={to} size="sm" c="dark.5">
                      {t(key)}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt={40} pt="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="sm" c="gray.7">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
