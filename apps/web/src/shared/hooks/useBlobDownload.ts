import { useCallback, useState } from 'react';
import { ApiError, httpFailureMessage, requestHeaders, responseMessage } from '../api/index.ts';
import { submitErrorMessage } from '../ui/useForm.ts';

/** A file the API gives only to a signed-in caller, and the name it is saved under. */
export interface DownloadFile {
  url: string;
  filename: string;
}

/** Long enough for the browser to start saving the file before its object URL goes away. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Downloads files that need the token header (a plain link could not send it): fetches the file and
 * saves it through a temporary object URL. `download` throws an ApiError when the API refuses,
 * `save` keeps its message in `error`; `pending` is true while a download is under way.
 */
export function useBlobDownload() {
  const [pending, setPending] = useState(false);
  const download = useCallback(async ({ url, filename }: DownloadFile) => {
    setPending(true);
    try {
      const response = await fetch(url, { headers: requestHeaders(), credentials: 'same-origin' });
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
  const [error, setError] = useState<string | null>(null);
  /** Downloads and keeps the refusal's Czech message in `error` instead of throwing. */
  const save = useCallback(
    async (file: DownloadFile) => {
      setError(null);
      try {
        await download(file);
      } catch (failure) {
        setError(submitErrorMessage(failure));
      }
    },
    [download],
  );
  return { download, save, pending, error };
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
