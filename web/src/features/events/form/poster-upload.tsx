import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { ImageUpIcon, Loader2Icon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { uploadPoster } from '../mutations';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Poster upload: link → PUT the bytes → the poster path, with progress and preview. */
export function PosterUpload({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!TYPES.includes(file.type)) return setError(m.org_poster_wrong_type());
    if (file.size > MAX_BYTES) return setError(m.org_poster_too_big());
    setProgress(0);
    try {
      onChange(await uploadPoster(file, setProgress));
    } catch (err) {
      console.error('poster upload failed', err);
      setError(err instanceof ApiError || err instanceof Error ? err.message : m.org_upload_failed());
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={TYPES.join(',')}
          className="sr-only"
          onChange={(e) => upload(e.target.files?.[0])}
          aria-label={m.org_upload_poster()}
        />
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={progress !== null}>
          {progress !== null ? <Loader2Icon className="animate-spin" aria-hidden /> : <ImageUpIcon aria-hidden />}
          {progress !== null
            ? m.org_uploading({ percent: Math.round(progress * 100) })
            : value
              ? m.org_replace_poster()
              : m.org_upload_poster()}
        </Button>
        {value && progress === null && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
            <XIcon aria-hidden /> {m.org_remove()}
          </Button>
        )}
      </div>
      {progress !== null && (
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-valuenow={Math.round(progress * 100)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={m.org_upload_progress()}
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress * 100}%` }} />
        </div>
      )}
      <p className="text-xs text-muted-foreground">{m.org_poster_recommended()}</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {value && (
        <img
          src={value}
          alt={m.org_poster_preview()}
          className="aspect-[4/5] w-40 rounded-lg border bg-muted object-contain"
          data-testid="poster-preview"
        />
      )}
    </div>
  );
}
