import { Button, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { AI_LIMITS, type AiLocale } from '@common/contracts/ai';
import { useTranslation } from '@web/lib/i18n/react';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useAskConsole } from '../api/ask-console';
import { AnswerView } from './answer-view';

/** Ask as a guest would and see the answer, its label and its citations (nothing is logged). */
export function AskConsole({ propertyId, hasIndex }: { propertyId: number; hasIndex: boolean }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const [locale, setLocale] = useState<AiLocale>(useLocale());
  const [withCode, setWithCode] = useState(false);
  const ask = useAskConsole(propertyId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (question.trim()) ask.mutate({ question: question.trim(), locale, withAccessCode: withCode });
  };
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('host.ai.console.title')}
            </Title>
            <Text fz="sm" c="gray.7">
              {hasIndex ? t('host.ai.console.intro') : t('host.ai.console.needsIndex')}
            </Text>
            <TextInput
              label={t('host.ai.console.question')}
              placeholder={t('host.ai.console.placeholder')}
              value={question}
              maxLength={AI_LIMITS.question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              data-testid="console-question"
            />
            <Group gap="lg" wrap="wrap" align="center">
              <Group gap="xs">
                <Text fz="sm" fw={600} id="console-language-label">
                  {t('host.ai.console.language')}
                </Text>
                <SegmentedControl
                  aria-labelledby="console-language-label"
                  value={locale}
                  onChange={(value) => setLocale(value as AiLocale)}
                  data={[
                    { value: 'en', label: t('language.en') },
                    { value: 'es', label: t('language.es') },
                  ]}
                />
              </Group>
              <Switch
                label={t('host.ai.console.withCode')}
                checked={withCode}
                onChange={(event) => setWithCode(event.currentTarget.checked)}
              />
            </Group>
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={ask.isPending}
                disabled={!question.trim()}
              >
                {t('host.ai.console.ask')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {ask.data ? <AnswerView answer={ask.data} /> : null}
    </Stack>
  );
}
