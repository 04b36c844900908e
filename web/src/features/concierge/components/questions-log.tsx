import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconBookUpload, IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AI_LIMITS, type GuestQuestion } from '@common/contracts/ai';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';
import { type QuestionFilter, useGuestQuestions } from '../api/get-guest-questions';
import { useQuestionToQa } from '../api/question-to-qa';
import { QaPairForm } from './qa-pairs-panel';
import { QuestionToSectionModal } from './question-to-section-modal';

/** Where a question that became a guide section links to (the page that edits the property's guide). */
export type EditorPath = (propertyId: number) => string;

/** "In the guide: {title}", a link to that section in the guide editor when the page gave the editor's path. */
function InGuideBadge({ title, to }: { title: string; to?: string }) {
  const { t } = useTranslation();
  const text = t('host.ai.questions.inGuide', { title });
  const look = { color: 'teal', variant: 'light', tt: 'none', maw: '100%' } as const;
  if (!to) return <Badge {...look}>{text}</Badge>;
  return (
    <Badge
      {...look}
      component={LocaleLink}
      to={to}
      title={t('host.ai.questions.openInEditor', { title })}
      style={{ cursor: 'pointer' }}
    >
      {text}
    </Badge>
  );
}

/**
 * What guests asked, answered or not. An unanswered question becomes a Q&A pair or a new guide
 * section in one step; once it is one, the item says so (and links to the guide editor).
 */
export function QuestionsLog({ propertyId, editorPath }: { propertyId: number; editorPath?: EditorPath }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<QuestionFilter>('unanswered');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useGuestQuestions(propertyId, filter, page);
  const convert = useQuestionToQa(propertyId);
  const [converting, setConverting] = useState<GuestQuestion | null>(null);
  const [toSection, setToSection] = useState<GuestQuestion | null>(null);
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / AI_LIMITS.questionsPageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="gray.7" fz="sm">
          {data ? t('host.ai.questions.summary', { count: data.unansweredCount }) : '\u00a0'}
        </Text>
        <SegmentedControl
          aria-label={t('host.ai.questions.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value as QuestionFilter);
            setPage(1);
          }}
          data={(['unanswered', 'answered', 'all'] as const).map((value) => ({
            value,
            label: t(`host.ai.questions.filters.${value}`),
          }))}
        />
      </Group>
      {isPending ? (
        <Skeleton h={120} radius="md" />
      ) : isError ? (
        <Alert color="red" variant="light">
          {t('host.ai.loadFailed')}
        </Alert>
      ) : data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="gray.7" ta="center">
            {t(`host.ai.questions.empty.${filter}`)}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.items.map((q) => (
            <Paper key={q.questionId} withBorder radius="md" p="md" component="li">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {q.question}
                  </Text>
                  <Group gap="xs">
                    <Badge color={q.answered ? 'teal' : 'orange'} variant="light" size="sm">
                      {t(q.answered ? 'host.ai.questions.answered' : 'host.ai.questions.unanswered')}
                    </Badge>
                    <Badge color="gray" variant="light" size="sm">
                      {q.locale.toUpperCase()}
                    </Badge>
                    <Text fz="xs" c="gray.7">
                      {formatDateTime(q.createDate, locale)}
                    </Text>
                    {q.citations.length ? (
                      <Text fz="xs" c="gray.7">
                        {t('host.ai.questions.citedAs', { titles: q.citations.map((c) => c.title).join(', ') })}
                      </Text>
                    ) : null}
                  </Group>
                </Stack>
                {q.qaId ? (
                  <Badge color="blue" variant="light">
                    {t('host.ai.questions.inQa')}
                  </Badge>
                ) : q.sectionId ? (
                  <InGuideBadge
                    title={q.sectionTitle ?? ''}
                    to={editorPath && `${editorPath(propertyId)}?section=${encodeURIComponent(q.sectionId)}`}
                  />
                ) : !q.answered ? (
                  <Group gap="xs" role="group" aria-label={t('host.ai.questions.actions')}>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconMessagePlus size={14} aria-hidden />}
                      onClick={() => setConverting(q)}
                    >
                      {t('host.ai.questions.toQa')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconBookUpload size={14} aria-hidden />}
                      onClick={() => setToSection(q)}
                    >
                      {t('host.ai.questions.toSection')}
                    </Button>
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`host.ai.questions.page.${control}`) })}
        />
      ) : null}

      <Modal
        opened={!!converting}
        onClose={() => setConverting(null)}
        title={t('host.ai.questions.toQaTitle')}
        centered
      >
        {converting ? (
          <Stack gap="sm">
            <Text fz="sm" c="gray.7">
              {t('host.ai.questions.toQaHelp')}
            </Text>
            <QaPairForm
              initial={{
                question: converting.question.slice(0, AI_LIMITS.qaQuestion),
                answer: '',
                locale: converting.locale,
              }}
              submitLabel={t('host.ai.questions.saveQa')}
              fixedLocale
              busy={convert.isPending}
              onCancel={() => setConverting(null)}
              onSubmit={(values) =>
                convert.mutate(
                  { questionId: converting.questionId, body: { question: values.question, answer: values.answer } },
                  { onSuccess: () => setConverting(null) },
                )
              }
            />
          </Stack>
        ) : null}
      </Modal>
      <QuestionToSectionModal propertyId={propertyId} question={toSection} onClose={() => setToSection(null)} />
    </Stack>
  );
}
