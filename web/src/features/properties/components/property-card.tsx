import { ActionIcon, Badge, Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconHome, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { type Property } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { TooltipOnDemand } from '@web/components/tooltip-on-demand';
import { LocaleLink } from '@web/lib/i18n/locale-link';

/** Where the property is, as briefly as a card allows. */
export function propertyPlace(property: Pick<Property, 'city' | 'state' | 'fullAddress'>): string | null {
  const parts = [property.city?.trim(), property.state?.name].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : property.fullAddress.trim() || null;
}

/**
 * A property at a glance: image, name, where it is and whether its guide is published. The name and
 * the edit button open the editor; owners also get duplicate and delete buttons (co-hosts may do neither).
 */
export function PropertyCard({
  property,
  to,
  onDelete,
  onDuplicate,
  headingOrder = 2,
}: {
  property: Property;
  /** The editor's path, unprefixed (the card keeps the page's language). */
  to: string;
  onDelete?: (property: Property) => void;
  onDuplicate?: (property: Property) => void;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const place = propertyPlace(property);
  return (
    <Card withBorder radius="md" padding={0} h="100%" data-testid="property-card">
      <Box pos="relative">
        {property.propertyImage ? (
          <Image
            src={property.propertyImage}
            // The card is at most ~400 px wide: the library's 400 px variant on a standard screen, the
            // large one on a high-density one (the cover's only size when it is not a library photo).
            srcSet={
              property.propertyImageSmall
                ? `${property.propertyImageSmall} 1x, ${property.propertyImage} 2x`
                : undefined
            }
            alt={t('host.properties.imageAlt', { name: property.name })}
            h={{ base: 120, sm: 150 }}
            fit="cover"
            decoding="async"
          />
        ) : (
          <Box h={{ base: 120, sm: 150 }} bg="brand.0" style={{ display: 'grid', placeItems: 'center' }} aria-hidden>
            <IconHome size={44} stroke={1.4} color="var(--mantine-color-brand-6)" />
          </Box>
        )}
        <Group gap={6} pos="absolute" top={10} left={10}>
          <Badge color={property.guide.published ? 'teal' : 'gray'} variant="filled">
            {property.guide.published ? t('host.properties.published') : t('host.properties.draft')}
          </Badge>
          {property.isCoHost ? (
            <Badge color="grape" variant="filled">
              {t('host.properties.coHost')}
            </Badge>
          ) : null}
        </Group>
      </Box>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Title order={headingOrder} size="h4" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          <Text component={LocaleLink} to={to} inherit c="inherit" td="none">
            {property.name}
          </Text>
        </Title>
        <Group gap={4} wrap="nowrap" c="gray.7">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="gray.7" truncate="end">
            {place ?? t('host.properties.noAddress')}
          </Text>
        </Group>
        <Text size="sm" c="gray.7">
          {t('host.properties.sectionCount', { count: property.guide.sections.length })}
        </Text>
      </Stack>
      <Group justify="space-between" px="md" pb="md" gap="xs">
        <Button
          component={LocaleLink}
          to={to}
          variant="light"
          size="sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={t('host.properties.editLabel', { name: property.name })}
        >
          {t('host.properties.edit')}
        </Button>
        {!property.isCoHost && (onDuplicate || onDelete) ? (
          <Group gap={4}>
            {onDuplicate ? (
              <TooltipOnDemand label={t('host.properties.duplicate')}>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  onClick={() => onDuplicate(property)}
                  aria-label={t('host.properties.duplicateLabel', { name: property.name })}
                >
                  <IconCopy size={18} aria-hidden />
                </ActionIcon>
              </TooltipOnDemand>
            ) : null}
            {onDelete ? (
              <TooltipOnDemand label={t('host.properties.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => onDelete(property)}
                  aria-label={t('host.properties.deleteLabel', { name: property.name })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </TooltipOnDemand>
            ) : null}
          </Group>
        ) : null}
      </Group>
    </Card>
  );
}
