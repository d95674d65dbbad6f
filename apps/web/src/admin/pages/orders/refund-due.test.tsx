// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RefundDue } from './refund-due.tsx';

afterEach(cleanup);

const shown = (dueAt: string, now: string) => {
  const { getByTestId, unmount } = render(<RefundDue dueAt={dueAt} now={new Date(now)} />);
  const due = getByTestId('refund-due');
  const seen = {
    text: due.textContent,
    urgency: due.getAttribute('data-urgency'),
    tone: due.querySelector('[data-tone]')?.getAttribute('data-tone'),
  };
  unmount();
  return seen;
};

describe('the refund deadline of an open return', () => {
  const due = '2026-03-19T10:00:00.000Z';

  it('is red once it has passed, amber within three days, green before', () => {
    expect(shown(due, '2026-03-20T09:00:00Z')).toEqual({
      text: '2026-03-19 Süresi geçti',
      urgency: 'overdue',
      tone: 'bad',
    });
    expect(shown(due, '2026-03-17T10:00:00Z')).toMatchObject({ urgency: 'soon', tone: 'warn' });
    expect(shown(due, '2026-03-10T10:00:00Z')).toMatchObject({ text: '2026-03-19 Zamanı var', tone: 'ok' });
  });
});
