import { Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INBOX_LIMITS, type InboxQuestion } from '@common/contracts/inbox';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useInboxQuestions, useInboxSummary, useMarkInboxRead, useReplyToGuest } from '../api/inbox';

/**
 * The host's inbox: the questions guests sent from the concierge when the guide had no answer, per
 * property (?property=), newest first. Opening a property marks its questions read; an answer goes to
 * the guest's concierge panel, and by e-mail to a stay's guest.
 */
export function InboxView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: summary, isPending } = useInboxSummary();
  const properties = summary?.properties ?? [];
  const asked = Number(params.get('property'));
  const propertyId =
    properties.find((p) => p.propertyId === asked)?.propertyId ??
    properties.find((p) => p.unreadCount > 0)?.propertyId ??
    properties[0]?.propertyId ??
    null;

  if (isPending) return <Skeleton h={240} radius="md" role="status" aria-busy="true" aria-label={t('app.loading')} />;
  if (!properties.length) return <Text c="gray.7">{t('host.inbox.noProperties')}</Text>;

  return (
    <Stack gap="lg">
      <Select
        label={t('host.inbox.property')}
        maw={420}
        allowDeselect={false}
        value={propertyId === null ? null : String(propertyId)}
        data={properties.map((p) => ({
          value: String(p.propertyId),
          label: p.unreadCount ? t('host.inbox.propertyUnread', { name: p.name, count: p.unreadCount }) : p.name,
        }))}
        onChange={(value) => value && setParams({ property: value }, { replace: true })}
      />
      {propertyId !== null ? <PropertyQuestions propertyId={propertyId} /> : null}
    </Stack>
  );
}

function PropertyQuestions({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation();
  const { data: questions, isPending } = useInboxQuestions(propertyId);
  const { mutate: markRead } = useMarkInboxRead();
  const hasUnread = questions?.some((q) => !q.read) ?? false;
  useEffect(() => {
    if (hasUnread) markRead(propertyId);
  }, [hasUnread, markRead, propertyId]);

  if (isPending) return <Skeleton h={160} radius="md" role="status" aria-busy="true" aria-label={t('app.loading')} />;
  if (!questions?.length) return <Text c="gray.7">{t('host.inbox.empty')}</Text>;
  return (
    <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {questions.map((q) => (
        <QuestionCard key={q.questionId} question={q} propertyId={propertyId} />
      ))}
    </Stack>
  );
}

function QuestionCard({ question, propertyId }: { question: InboxQuestion; propertyId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reply = useReplyToGuest(propertyId);
  const [text, setText] = useState(question.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const when = formatDateTime(question.createDate, locale);
  const send = () => {
    if (!text.trim()) return setError(t('host.inbox.replyRequired'));
    setError(null);
    reply.mutate({ questionId: question.questionId, reply: text.trim() });
  };
  return (
    <Paper component="li" withBorder radius="md" p="md" data-question={question.questionId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            {question.guestName ?? t('host.inbox.anonymous')} · {when} · {t(`language.${question.locale}`)}
          </Text>
          {!question.read ? <Badge color="blue">{t('host.inbox.new')}</Badge> : null}
          {question.reply ? (
            <Badge color="teal" variant="light">
              {question.replyMailed ? t('host.inbox.answeredMailed') : t('host.inbox.answered')}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600}>{question.question}</Text>
        <Textarea
          label={t('host.inbox.replyLabel')}
          description={question.guestName ? t('host.inbox.replyToStay') : t('host.inbox.replyToAnonymous')}
          autosize
          minRows={2}
          maxLength={INBOX_LIMITS.reply}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={send} loading={reply.isPending}>
            {question.reply ? t('host.inbox.update') : t('host.inbox.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
