import { m } from '@pentas/i18n/messages';
import { ImageUpIcon, RotateCcwIcon } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@/components/ui/sonner';
import { local, storageKeys } from '@/lib/storage';

const MAX_LOGO_BYTES = 512 * 1024;

/** Replace the brand mark with an image from this device (kept in this browser only), or restore it. */
export default function LogoChanger({ custom, onChange }: { custom: boolean; onChange: (url: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_LOGO_BYTES) {
      toast.error(m.shell_logo_not_changed(), { description: m.shell_logo_too_big() });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      local.set(storageKeys.customLogo, url);
      onChange(url);
    };
    reader.readAsDataURL(file);
  }

  function reset() {
    local.remove(storageKeys.customLogo);
    onChange(null);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity hover:bg-accent focus-visible:opacity-100 group-hover:opacity-100"
        aria-label={m.shell_logo_replace_label()}
        title={m.shell_logo_replace_title()}
      >
        <ImageUpIcon className="size-4" />
      </button>
      {custom && (
        <button
          type="button"
          onClick={reset}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity hover:bg-accent focus-visible:opacity-100 group-hover:opacity-100"
          aria-label={m.shell_logo_restore_label()}
          title={m.shell_logo_restore_title()}
        >
          <RotateCcwIcon className="size-4" />
        </button>
      )}
      <input ref={input} type="file" accept="image/*" className="hidden" onChange={(e) => pick(e.target.files?.[0])} />
    </>
  );
}
