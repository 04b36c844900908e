import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n';
import classes from './marketing.module.css';

interface CtaBandProps {
  title: string;
  text: string;
  /** An optional second, quieter link next to the sign-up button. */
  secondary?: { label: string; to: string };
}

/** Closing call to action: sign up for free (there is no checkout while in early access). */
export function CtaBand({ title, text, secondary }: CtaBandProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} className={classes.ctaBand}>
      <Container size="md">
        <Title order={2} id={titleId} className={classes.ctaTitle}>
          {title}
        </Title>
        <Text className={classes.ctaText}>{text}</Text>
        <Group justify="center" gap="sm">
          <Button
            component={LocaleLink}
            to="/login/register"
            size="lg"
            variant="white"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('marketing.shared.ctaRegister')}
          </Button>
          {secondary && (
            <Button
              component={LocaleLink}
              to={secondary.to}
              size="lg"
              variant="outline"
              className={classes.ctaSecondary}
            >
              {secondary.label}
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}
