import { m } from '@pentas/i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, CodeIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useCurrentUser } from '@/lib/session';
import { useCopy } from '@/lib/use-copy';
import { affiliateQueries } from '../resellers/queries';

function embedSnippet(origin: string, eventId: number, refCode?: string) {
  const ref = refCode ? ` data-pentas-ref="${refCode}"` : '';
  return `<script async src="${origin}/widget/v1.js"></script>\n<div data-pentas-event="${eventId}"${ref}></div>`;
}

/** 'Embed on your site': the snippet to paste, a copy button, and the widget live in a sandboxed preview. */
export function EmbedSnippetButton({ eventId }: { eventId: number }) {
  const { copied, copy } = useCopy('snippet');
  const [open, setOpen] = useState(false);
  const { can } = useCurrentUser();
  // Organizers and affiliates embed with their own ref code, so sales from their site are theirs.
  const own = useQuery({ ...affiliateQueries.code(), enabled: open && can('affiliate-links') });
  const snippet = embedSnippet(window.location.origin, eventId, own.data?.affiliateCode);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <CodeIcon aria-hidden /> {m.org_embed()}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.org_embed_title()}</DialogTitle>
          <DialogDescription>{m.org_embed_text()}</DialogDescription>
        </DialogHeader>
        <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
          <code>{snippet}</code>
        </pre>
        <Button onClick={() => copy(snippet)} variant="outline" className="justify-self-start">
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? m.org_copied() : m.org_copy_snippet()}
        </Button>
        <iframe
          title={m.org_widget_preview()}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          className="h-[28rem] w-full rounded-md border bg-white"
          srcDoc={`<!doctype html><body style="margin:12px">${snippet}</body>`}
        />
      </DialogContent>
    </Dialog>
  );
}
