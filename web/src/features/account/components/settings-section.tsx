import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

/** Mantine's dimmed grey (input descriptions) is 3.3:1 on white; gray.7 reads at AA contrast. */
const READABLE_SECONDARY_TEXT = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' } as CSSProperties;

/** One block of the account page: a titled card with what it is for, and its form. */
export function SettingsSection({
  title,
  description,
  badge,
  children,
}: {
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={READABLE_SECONDARY_TEXT}
    >
      <Stack gap={4} mb="lg">
        <Group gap="sm" wrap="nowrap">
          <Title order={2} fz={20} id={titleId}>
            {title}
          </Title>
          {badge}
        </Group>
        {description ? (
          <Text c="gray.7" size="sm" component="div">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
