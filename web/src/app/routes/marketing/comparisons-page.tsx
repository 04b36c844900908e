import { Box, Card, Container, List, SimpleGrid, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { copyList } from './components/copy';
import { CtaBand } from './components/cta-band';
import classes from './components/marketing.module.css';
import { PageIntro } from './components/page-intro';
import { RichText } from './components/rich-text';

const COMPETITORS = ['apps', 'pdf', 'platform'] as const;
type Competitor = (typeof COMPETITORS)[number];

interface ComparisonRow {
  feature: string;
  guidebook: string;
  /** The typical tool of each other kind; absent when it varies too much to say ("check with vendor"). */
  others?: Record<Competitor, string>;
}

/**
 * /community/comparisons — an honest table against the kinds of tools hosts compare (guidebook apps, PDF
 * binders, the booking platform's built-in guidebook). Our column states only what the product does; the other
 * columns keep to generally known facts and say "check with vendor" rather than guess.
 */
export function ComparisonsPage() {
  const { t } = useTranslation();
  const rows = copyList<ComparisonRow>(t, 'marketing.comparisons.rows');
  const others = copyList<string>(t, 'marketing.comparisons.others');
  const fit = copyList<string>(t, 'marketing.comparisons.fit');
  const yes = t('marketing.shared.yes');
  const checkVendor = t('marketing.comparisons.checkVendor');
  const column = (key: string) => t(`marketing.comparisons.columns.${key}`);

  const ourValue = (value: string) =>
    value === yes ? (
      <span className={classes.yes}>
        <IconCheck size={16} aria-hidden />
        {value}
      </span>
    ) : (
      value
    );
  const theirValue = (row: ComparisonRow, competitor: Competitor) =>
    row.others ? row.others[competitor] : <span className={classes.muted}>{checkVendor}</span>;

  return (
    <>
      <PageIntro title={t('marketing.comparisons.title')} lead={t('marketing.comparisons.intro')} />

      <Box
        component="section"
        aria-labelledby="compare-table-title"
        className={classes.section}
        pt={{ base: 24, sm: 32 }}
      >
        <Container>
          <Title order={2} id="compare-table-title" className={classes.sectionTitle} mb="lg">
            {t('marketing.comparisons.tableCaption')}
          </Title>

          {/* Wide screens: one table. */}
          <Box visibleFrom="md">
            <Table
              aria-labelledby="compare-table-title"
              className={classes.compareTable}
              verticalSpacing="sm"
              horizontalSpacing="md"
              withTableBorder
              striped={false}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{column('feature')}</Table.Th>
                  <Table.Th scope="col" className={classes.ourColumn}>
                    {column('guidebook')}
                  </Table.Th>
                  {COMPETITORS.map((competitor) => (
                    <Table.Th scope="col" key={competitor}>
                      {column(competitor)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.feature}>
                    <Table.Th scope="row">{row.feature}</Table.Th>
                    <Table.Td className={classes.ourColumn}>{ourValue(row.guidebook)}</Table.Td>
                    {COMPETITORS.map((competitor) => (
                      <Table.Td key={competitor}>{theirValue(row, competitor)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>

          {/* Phones and tablets: one card per feature, so nothing scrolls sideways. */}
          <SimpleGrid
            component="ul"
            hiddenFrom="md"
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            p={0}
            style={{ listStyle: 'none' }}
          >
            {rows.map((row) => (
              <Card component="li" key={row.feature} padding="md" radius="md" className={classes.card}>
                <Title order={3} size="h5" mb="xs">
                  {row.feature}
                </Title>
                <dl className={classes.compareList}>
                  <div className={classes.ourColumn}>
                    <dt>{column('guidebook')}</dt>
                    <dd>{ourValue(row.guidebook)}</dd>
                  </div>
                  {row.others ? (
                    COMPETITORS.map((competitor) => (
                      <div key={competitor}>
                        <dt>{column(competitor)}</dt>
                        <dd>{theirValue(row, competitor)}</dd>
                      </div>
                    ))
                  ) : (
                    <div>
                      <dt>{COMPETITORS.map(column).join(', ')}</dt>
                      <dd className={classes.muted}>{checkVendor}</dd>
                    </div>
                  )}
                </dl>
              </Card>
            ))}
          </SimpleGrid>

          <Text
            mt="md"
            size="sm"
            className={classes.subtle}
            style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}
          >
            <IconInfoCircle size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
            {t('marketing.comparisons.legend')}
          </Text>
        </Container>
      </Box>

      <Box component="section" className={`${classes.section} ${classes.sectionMuted}`}>
        <Container>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <div>
              <Title order={2} size="h3">
                {t('marketing.comparisons.fitTitle')}
              </Title>
              <List
                mt="md"
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {fit.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </div>
            <div>
              <Title order={2} size="h3">
                {t('marketing.comparisons.othersTitle')}
              </Title>
              <List
                mt="md"
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl" variant="light" color="gray" aria-hidden>
                    <IconCircleCheck size={14} />
                  </ThemeIcon>
                }
              >
                {others.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </div>
          </SimpleGrid>
          <Text mt={40} size="sm" className={classes.subtle}>
            <RichText text={t('marketing.comparisons.disclaimer')} />
          </Text>
        </Container>
      </Box>

      <CtaBand title={t('marketing.home.finalCta.title')} text={t('marketing.home.finalCta.text')} />
    </>
  );
}
