import { useCallback, useState } from 'react';
import { ApiError, httpFailureMessage, responseMessage, tokenHeaders } from '../api/index.ts';

/** A file the API gives only to a signed-in caller, and the name it is saved under. */
export interface DownloadFile {
  url: string;
  filename: string;
}

/** Long enough for the browser to start saving the file before its object URL goes away. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Downloads files that need the token header (a plain link could not send it): fetches the file and
 * saves it through a temporary object URL. `download` throws an ApiError when the API refuses;
 * `pending` is true while a download is under way.
 */
export function useBlobDownload() {
  const [pending, setPending] = useState(false);
  const download = useCallback(async ({ url, filename }: DownloadFile) => {
    setPending(true);
    try {
      const response = await fetch(url, { headers: tokenHeaders(), credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => undefined)) as unknown;
        throw new ApiError(
          responseMessage(body) ?? httpFailureMessage(response.status),
          response.status,
          body,
        );
      }
      saveBlob(await response.blob(), filename);
    } finally {
      setPending(false);
    }
  }, []);
  return { download, pending };
}

function saveBlob(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
}
