import { m } from '@pentas/i18n/messages';
import { useState } from 'react';
import { toast } from '@/components/ui/sonner';

/**
 * Copies text to the clipboard with the product's toasts: `copied` is true for 2 s after a copy
 * (for a check mark); when the browser refuses, the toast says to copy `what` by hand.
 */
export function useCopy(what: string, success = m.lib_copied()) {
  const [copied, setCopied] = useState(false);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(success);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(m.lib_copy_failed(), { description: m.lib_copy_by_hand({ what }) });
    }
  }
  return { copied, copy };
}
