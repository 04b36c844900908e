import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /link — a public page shown without the footer (nofooter layout); its content is not specified yet. */
export function LinkPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('routes.link')}</Title>
    </Container>
  );
}
