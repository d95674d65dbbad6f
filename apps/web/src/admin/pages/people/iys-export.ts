import { ENDPOINTS } from '@kehribar/contracts/plain';
import { downloadFile } from '../../../shared/api/download.ts';

/**
 * Downloads Subscriber/ExportIys (the subscribers as İYS's e-mail consent file) with the admin's token,
 * byte for byte, so the byte-order mark spreadsheet programs need for Turkish letters stays.
 */
export function downloadIysExport(): Promise<void> {
  return downloadFile(ENDPOINTS.Subscriber.ExportIys.path, 'iys-eposta.csv');
}
