import { api } from './client.ts';
import type { Query } from './url.ts';

/**
 * Downloads a file the API answers to an authorised call (an export's CSV, an order's invoice PDF): the
 * call carries the caller's token, so it cannot be a plain link; the answer is kept byte for byte (a
 * CSV's byte-order mark too) and saved under the name the server gives in Content-Disposition.
 * `path` may carry its own query string (an order's invoiceUrl does).
 */
export async function downloadFile(path: string, fallbackName: string, query?: Query): Promise<void> {
  const [pathname, search] = path.split('?');
  const fromPath = search ? Object.fromEntries(new URLSearchParams(search)) : {};
  const { data, response } = await api.raw('GET', pathname!, {
    query: { ...fromPath, ...query },
    binary: true,
  });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const blob = data instanceof Blob ? data : new Blob([String(data ?? '')]);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
