import { useTranslation } from '../shared/i18n/react.tsx';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../shared/ui/button.tsx';
import { PlaceholderPage } from '../shared/ui/placeholder-page.tsx';

/** A page that failed to render or load (e.g. a stale chunk after a deploy): say so, offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PlaceholderPage
        eyebrow="404"
        title={t('pages.notFound.title')}
        lead={t('pages.notFound.lead')}
        actions={[{ to: '/', label: t('nav.home') }]}
      />
    );
  }
  return (
    <PlaceholderPage
      eyebrow={t('errors.title')}
      title={t('errors.pageTitle')}
      lead={t('errors.pageLead')}
      actions={[{ to: '/', label: t('nav.home') }]}
    >
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </PlaceholderPage>
  );
}
