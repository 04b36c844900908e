import { AspectRatio, Box, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/** One tile of a photo grid: a small image and its actions underneath. */
export interface PhotoTile {
  key: string | number;
  src: string;
  alt: string;
  /** Small text under the image (e.g. a photographer credit). */
  caption?: ReactNode;
  actions: Array<{
    label: string;
    ariaLabel: string;
    onClick: () => void;
    color?: string;
    variant?: string;
    loading?: boolean;
  }>;
}

/** The drawer's grid of small images (library and stock results), as a labelled list. */
export function PhotoGrid({ label, tiles }: { label: string; tiles: PhotoTile[] }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 2, xs: 3 }}
      spacing="xs"
      verticalSpacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {tiles.map((tile) => (
        <Box component="li" key={tile.key}>
          <Stack gap={4}>
            <AspectRatio ratio={4 / 3}>
              <Image src={tile.src} alt={tile.alt} radius="sm" fit="cover" loading="lazy" bg="gray.1" />
            </AspectRatio>
            {tile.caption ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {tile.caption}
              </Text>
            ) : null}
            <Group gap={4} grow wrap="nowrap">
              {tile.actions.map((action) => (
                <Button
                  key={action.label}
                  size="compact-xs"
                  variant={action.variant ?? 'light'}
                  color={action.color}
                  aria-label={action.ariaLabel}
                  loading={action.loading}
                  onClick={action.onClick}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
