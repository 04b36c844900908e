import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode } from 'react';

/** The heading block of a dashboard page: its title and what the page is for. */
export function PageIntro({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={6} mb="xl">
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {description ? (
        <Text c="gray.7" fz="md" maw={680}>
          {description}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
