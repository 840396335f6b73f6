import { Link } from '@tanstack/react-router';
import { ImageUpIcon, RotateCcwIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/components/ui/sonner';
import { local, storageKeys } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';

const MAX_LOGO_BYTES = 512 * 1024;

/** The brand mark. A user may swap it for a local image, kept in this browser only. */
export function Logo() {
  // undefined until changed on this page: the stored one, read once the page is hydrated.
  const [chosen, setChosen] = useState<string | null>();
  const hydrated = useHydrated();
  const custom = hydrated ? (chosen === undefined ? local.get(storageKeys.customLogo) : chosen) : null;
  const input = useRef<HTMLInputElement>(null);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_LOGO_BYTES) {
      toast.error('Logo not changed', { description: 'Choose an image file under 512 KB.' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      local.set(storageKeys.customLogo, url);
      setChosen(url);
    };
    reader.readAsDataURL(file);
  }

  function reset() {
    local.remove(storageKeys.customLogo);
    setChosen(null);
  }

  return (
    <div className="group flex items-center gap-1">
      <Link
        to="/"
        className="flex min-h-11 items-center gap-2 rounded-md font-bold text-lg tracking-tight"
        aria-label="Pentas home"
      >
        {custom ? (
          <img src={custom} alt="" className="h-8 max-w-32 object-contain" />
        ) : (
          <>
            <img src="/favicon.svg" alt="" className="size-8" />
            <span>Pentas</span>
          </>
        )}
      </Link>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => input.current?.click()}
        className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity hover:bg-accent focus-visible:opacity-100 group-hover:opacity-100"
        aria-label="Replace logo with an image from this device"
        title="Replace logo (this browser only)"
      >
        <ImageUpIcon className="size-4" />
      </button>
      {custom && (
        <button
          type="button"
          onClick={reset}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity hover:bg-accent focus-visible:opacity-100 group-hover:opacity-100"
          aria-label="Restore the Pentas logo"
          title="Restore logo"
        >
          <RotateCcwIcon className="size-4" />
        </button>
      )}
      <input ref={input} type="file" accept="image/*" className="hidden" onChange={(e) => pick(e.target.files?.[0])} />
    </div>
  );
}
