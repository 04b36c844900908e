import { Anchor, Box, Button, Card, Container, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconLifebuoy, IconMail, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { PublicContactForm } from '@web/features/support/components/public-contact-form';
import { LocaleLink } from '@web/lib/i18n';
import { copyList } from './components/copy';
import classes from './components/marketing.module.css';
import { PageIntro } from './components/page-intro';

/**
 * /community/contact — how to reach us: the public contact form (it becomes a support ticket), the
 * e-mail address, and the in-app support form for signed-in hosts (/home/support/contact).
 */
export function ContactPage() {
  const { t } = useTranslation();
  const email = t('marketing.shared.supportEmail');
  const tips = copyList<string>(t, 'marketing.contact.tips');

  return (
    <>
      <PageIntro title={t('marketing.contact.title')} lead={t('marketing.contact.lead')} />
      <Container pb={64} pt="md">
        <Card padding="xl" radius="lg" className={classes.card} mb="lg">
          <PublicContactForm />
        </Card>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card
            padding="xl"
            radius="lg"
            className={classes.card}
            component="section"
            aria-labelledby="contact-email-title"
          >
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconMail size={24} />
            </ThemeIcon>
            <Title order={2} size="h3" mt="md" id="contact-email-title">
              {t('marketing.contact.email.title')}
            </Title>
            <Text mt="xs" className={classes.subtle} lh={1.6}>
              {t('marketing.contact.email.text')}
            </Text>
            <Anchor href={`mailto:${email}`} mt="md" size="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Anchor>
          </Card>

          <Card
            padding="xl"
            radius="lg"
            className={classes.card}
            component="section"
            aria-labelledby="contact-app-title"
          >
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconLifebuoy size={24} />
            </ThemeIcon>
            <Title order={2} size="h3" mt="md" id="contact-app-title">
              {t('marketing.contact.inApp.title')}
            </Title>
            <Text mt="xs" className={classes.subtle} lh={1.6}>
              {t('marketing.contact.inApp.text')}
            </Text>
            <Button
              component={LocaleLink}
              to="/home/support/contact"
              variant="light"
              mt="md"
              style={{ alignSelf: 'flex-start' }}
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('marketing.contact.inApp.cta')}
            </Button>
          </Card>
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={48}>
          <section aria-labelledby="contact-tips-title">
            <Title order={2} size="h4" id="contact-tips-title">
              {t('marketing.contact.tipsTitle')}
            </Title>
            <List mt="sm" spacing="xs">
              {tips.map((tip) => (
                <List.Item key={tip}>{tip}</List.Item>
              ))}
            </List>
            <Text mt="lg" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <IconShieldLock
                size={20}
                aria-hidden
                style={{ flex: 'none', marginTop: 2 }}
                color="var(--mantine-color-brand-7)"
              />
              {t('marketing.contact.privacy')}
            </Text>
          </section>

          <Box
            component="section"
            aria-labelledby="contact-guest-title"
            className={classes.sectionMuted}
            p="lg"
            style={{ borderRadius: 'var(--mantine-radius-lg)' }}
          >
            <Title
              order={2}
              size="h4"
              id="contact-guest-title"
              style={{ display: 'flex', gap: 8, alignItems: 'center' }}
            >
              <IconUser size={20} aria-hidden />
              {t('marketing.contact.guests.title')}
            </Title>
            <Text mt="xs" lh={1.6}>
              {t('marketing.contact.guests.text')}
            </Text>
          </Box>
        </SimpleGrid>
      </Container>
    </>
  );
}
