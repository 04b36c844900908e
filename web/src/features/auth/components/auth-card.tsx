import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/** Mantine's dimmed grey (input descriptions) is 3.3:1 on white; gray.7 reads at AA contrast. */
export const READABLE_SECONDARY_TEXT = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' } as CSSProperties;

/**
 * The frame of every account screen: a centred card with the page's h1 and a short lead, the form,
 * and an optional footer line (e.g. "New to Guidebook? Create an account"). When the title changes
 * (a form turns into its outcome, e.g. "Check your email"), focus moves to it, so keyboard and
 * screen-reader users land on the news instead of on a button that no longer exists.
 */
export function AuthCard({
  title,
  lead,
  icon,
  children,
  footer,
  width = 460,
  bare = false,
}: {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  width?: number;
  /** Inside the bare default layout (which brings its own background and centring). */
  bare?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);

  const card = (
    <Container size={width} px={0} w="100%">
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 36 }} style={READABLE_SECONDARY_TEXT}>
        <Stack gap={8} mb={children ? 'lg' : 0}>
          {icon}
          <Title ref={heading} tabIndex={-1} order={1} fz={{ base: 26, sm: 30 }} lh={1.2} style={{ outline: 'none' }}>
            {title}
          </Title>
          {lead ? (
            <Text c="gray.7" size="md" component="div">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Paper>
      {footer ? (
        <Text ta="center" size="sm" mt="lg" c="gray.8" component="div">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
  if (bare) return card;
  return (
    <Box
      py={{ base: 32, sm: 64 }}
      px={{ base: 'sm', sm: 'md' }}
      style={{
        background: 'linear-gradient(180deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 60%)',
      }}
    >
      {card}
    </Box>
  );
}
