import { Anchor, Box, Container, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateLong } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n';
import { copyList, type LegalSection } from './copy';
import classes from './marketing.module.css';
import { PageIntro } from './page-intro';
import { Prose } from './prose';

/**
 * A policy page (privacy, terms) from `marketing.{name}`: title, last-updated date, intro, a table of
 * contents and numbered sections with stable anchors (#section-1...) that support emails can link to.
 */
/** When the privacy policy and the terms last changed (YYYY-MM-DD). */
const LEGAL_LAST_UPDATED = '2026-11-21';

export function LegalDocument({
  name,
  afterSection = {},
}: {
  name: 'privacy' | 'terms';
  afterSection?: Record<number, ReactNode>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const intro = copyList<string>(t, `marketing.${name}.intro`);
  const sections = copyList<LegalSection>(t, `marketing.${name}.sections`);

  return (
    <>
      <PageIntro title={t(`marketing.${name}.title`)} size="md">
        <Text mt="sm" className={classes.subtle}>
          {t('marketing.shared.lastUpdated', { date: formatDateLong(LEGAL_LAST_UPDATED, locale) })}
        </Text>
      </PageIntro>
      <Container size="md" pb={64}>
        <Box className={classes.prose}>
          <Prose block={{ paragraphs: intro }} />
        </Box>

        <Box component="nav" aria-labelledby="toc-title" className={classes.toc}>
          <Text id="toc-title" fw={700}>
            {t('marketing.shared.onThisPage')}
          </Text>
          <ol>
            {sections.map((section, index) => (
              <li key={section.title}>
                <Anchor href={`#section-${index + 1}`} size="sm">
                  {section.title}
                </Anchor>
              </li>
            ))}
          </ol>
        </Box>

        <Box className={classes.prose}>
          {sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`}>{section.title}</h2>
              <Prose block={section} />
              {afterSection[index + 1]}
            </section>
          ))}
        </Box>
      </Container>
    </>
  );
}
