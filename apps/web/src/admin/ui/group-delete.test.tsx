// @vitest-environment happy-dom
import { API } from '@kehribar/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from './confirm.tsx';
import { useConfirmGroupDelete } from './group-delete.ts';

let answer: { status: number; body: unknown };
let asked: string[];

beforeEach(() => {
  asked = [];
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const at = new URL(url, 'http://shop.test');
      asked.push(`${at.pathname}${at.search}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function DeleteCollection({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const confirm = useConfirmGroupDelete('collection');
  return (
    <button type="button" onClick={async () => onAnswer(await confirm({ id: 7, name: 'Baltık' }))}>
      Koleksiyonu sil
    </button>
  );
}

async function ask() {
  const onAnswer = vi.fn();
  render(
    <>
      <DeleteCollection onAnswer={onAnswer} />
      <ConfirmHost />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Koleksiyonu sil' }));
  return { dialog: await screen.findByRole('dialog', {}, { timeout: 10_000 }), onAnswer };
}

describe('deleting a collection', () => {
  it('says how many products lose it, as the server counts them, before asking', async () => {
    answer = { status: 200, body: { data: { productCount: 3 } } };
    const { dialog, onAnswer } = await ask();
    expect(asked).toEqual([`${API.Collection.GetCollectionProductCount}?id=7`]);
    expect(dialog.textContent).toContain('3 ürün bu koleksiyondan çıkacak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it('says when no product is in it, and still asks when the count cannot be read', async () => {
    answer = { status: 200, body: { data: { productCount: 0 } } };
    const first = await ask();
    expect(first.dialog.textContent).toContain('Bu koleksiyonda ürün yok');
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(first.onAnswer).toHaveBeenCalledWith(false));
    cleanup();

    answer = { status: 500, body: { errorMessage: 'x', code: 'INTERNAL' } };
    const second = await ask();
    expect(second.dialog.textContent).toContain('Koleksiyondaki ürünler sayılamadı');
  });
});
