import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageIntro } from '@web/components/page-intro';
import { NotFoundPage } from '@web/app/routes/not-found-page';
import { propertyIdFromSegment } from '@web/app/route-paths';

/** /home/guide/property-{id} — one property's guide editor (properties feature). */
export function PropertyPage() {
  const { t } = useTranslation();
  const propertyId = propertyIdFromSegment(useParams().propertySegment);
  if (propertyId === null) return <NotFoundPage />;
  return <PageIntro title={t('host.pages.property.title')} description={t('host.pages.property.description')} />;
}
