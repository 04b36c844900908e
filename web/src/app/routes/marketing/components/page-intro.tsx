import { Box, Container, type ContainerProps, Text, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import classes from './marketing.module.css';

interface PageIntroProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** Matches the width of the page body below. */
  size?: ContainerProps['size'];
  children?: ReactNode;
}

/** The heading band at the top of every marketing page except home: the page's only h1. */
export function PageIntro({ title, lead, eyebrow, size, children }: PageIntroProps) {
  return (
    <Box component="header" className={classes.intro}>
      <Container size={size}>
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title order={1} className={classes.introTitle}>
          {title}
        </Title>
        {lead && <Text className={classes.lead}>{lead}</Text>}
        {children}
      </Container>
    </Box>
  );
}
