import { Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconQuote, IconRobot, IconUserQuestion } from '@tabler/icons-react';
import { type AskAnswer } from '@common/contracts/ai';
import { useTranslation } from '@web/lib/i18n/react';

/** An answer as the guest would get it: the text, its label, the cited parts of the guide and the contact. */
export function AnswerView({ answer, guideUrl }: { answer: AskAnswer; guideUrl?: string | null }) {
  const { t } = useTranslation();
  const label = !answer.answered
    ? {
        color: 'gray',
        icon: answer.needsCode ? <IconLock size={14} aria-hidden /> : <IconUserQuestion size={14} aria-hidden />,
        text: t(answer.needsCode ? 'host.ai.console.needsCode' : 'host.ai.console.noAnswer'),
      }
    : answer.mode === 'ai'
      ? { color: 'violet', icon: <IconRobot size={14} aria-hidden />, text: t('host.ai.console.aiAnswer') }
      : {
          color: 'teal',
          icon: <IconQuote size={14} aria-hidden />,
          text: answer.quotedLocale
            ? t('host.ai.console.quotedIn', { language: t(`host.ai.console.quotedLanguage.${answer.quotedLocale}`) })
            : t('host.ai.console.quoted'),
        };
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite" data-testid="console-answer">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color={label.color} variant="light" leftSection={label.icon}>
            {label.text}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.answer}</Text>
        {answer.citations.length ? (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {t('host.ai.console.citations')}
            </Text>
            <List size="sm" spacing={2}>
              {answer.citations.map((c) => (
                <List.Item key={c.sectionId}>
                  {guideUrl && !c.sectionId.startsWith('qa-') ? (
                    <Anchor href={`${guideUrl}#s-${c.sectionId}`} target="_blank" rel="noopener noreferrer">
                      {c.title || c.sectionId}
                    </Anchor>
                  ) : (
                    <>
                      {c.title || c.sectionId}
                      {c.sectionId.startsWith('qa-') ? ` (${t('host.ai.console.fromQa')})` : ''}
                    </>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
