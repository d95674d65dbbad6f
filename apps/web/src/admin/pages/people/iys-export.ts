import { ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';

/**
 * Downloads Subscriber/ExportIys (the subscribers as İYS's e-mail consent file). The call carries the
 * admin's token, so it goes through the API client rather than a plain link; reading the answer as text
 * drops the byte-order mark, which is put back so spreadsheet programs read Turkish letters right.
 */
export async function downloadIysExport(): Promise<void> {
  const { data, response } = await api.raw('GET', ENDPOINTS.Subscriber.ExportIys.path);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'iys-eposta.csv';
  const blob = new Blob(['\uFEFF', String(data ?? '')], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
