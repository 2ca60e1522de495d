import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { ExportRequest } from '../export-options.ts';

/**
 * Downloads a search's export (GET /api/export/{searchToken}?format&data_sources[]&zip, spec 7) with
 * the session cookie, and saves it as export.{extension}. A refusal is an `ApiError` with the server's
 * message.
 */
export async function downloadExport(request: ExportRequest): Promise<void> {
  const file = await api.getFile(request.url);
  saveFile(file, request.fileName);
}

/** The download as a mutation: `isPending` is the downloading state, cleared on success or failure. */
export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
