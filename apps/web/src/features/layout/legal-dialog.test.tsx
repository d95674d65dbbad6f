// @vitest-environment happy-dom
import type { AllContent } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LegalTextKey } from '@kehribar/contracts/plain';
import { allContentQuery } from '../../shared/queries/content.ts';
import { renderInTurkish, turkish } from '../../test/render.tsx';
import { LegalDialog } from './legal-dialog.tsx';

const { t } = turkish;

beforeAll(() => import('../../shared/ui/modal-dialog.tsx'));
afterEach(cleanup);

/** The dialog over content whose privacy notice the owner wrote without naming the request form. */
function openDialog(which: LegalTextKey, onClose = vi.fn()) {
  const client = new QueryClient();
  client.setQueryData(allContentQuery.queryKey, {
    staticContent: {
      privacyPolicy: 'Kişisel verileriniz yalnızca siparişiniz için işlenir.',
      termOfUse: 'Siteyi kullanırken kurallara uyun.',
    },
  } as unknown as AllContent);
  renderInTurkish(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LegalDialog which={which} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the privacy notice overlay (decision 044)', () => {
  it('always names the KVKK request form under the owner’s text, and closes when it is followed', async () => {
    const onClose = openDialog('privacyPolicy');
    expect(await screen.findByText('Kişisel verileriniz yalnızca siparişiniz için işlenir.')).toBeTruthy();
    const link = screen.getByRole('link', { name: t('privacyNotice.rightsLink') });
    expect(link.getAttribute('href')).toBe('/kvkk-basvuru');
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves the other legal texts as the owner wrote them', async () => {
    openDialog('termOfUse');
    expect(await screen.findByText('Siteyi kullanırken kurallara uyun.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('privacyNotice.rightsLink') })).toBeNull();
  });
});
