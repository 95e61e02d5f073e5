import { type DownloadFile, useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';

/** Downloads a credit note (opravný daňový doklad) as PDF: "2026-000123 · Stáhnout PDF". */
export function CreditNoteButton({
  file,
  number,
  onError,
}: {
  file: DownloadFile;
  number: string;
  onError: (message: string) => void;
}) {
  const download = useBlobDownload();
  return (
    <button
      type="button"
      className="link-button"
      disabled={download.pending}
      aria-label={t('userRefunds.downloadLabel', { number })}
      onClick={async () => {
        try {
          await download.download(file);
        } catch {
          onError(t('userRefunds.downloadFailed'));
        }
      }}
    >
      {number} · {t('userRefunds.download')}
    </button>
  );
}
