import { m } from '@pentas/i18n/messages';
import { formatActionTime, intlLocale } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DownloadIcon, MailXIcon, SendIcon } from 'lucide-react';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { AdminSectionPage } from './admin-section-page';
import { MailStatusBadge, mailKindLabel } from './mail-list-section';
import { useResendMail } from './mail-mutations';
import { attachmentUrl, type MailDetail, mailQueries } from './mail-queries';

/** An attachment's size as people read it ('48 KB'), its number in the page's language. */
function fileSize(bytes: number) {
  const number = (n: number, digits = 0) =>
    n.toLocaleString(intlLocale(), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
  if (bytes < 1024) return m.adm_size_bytes({ size: number(bytes) });
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024))} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}

/**
 * One mail in the viewer (/admin/mail/{id}): who it went to and when, its state (a failure with the
 * server's words), the mail as its recipient sees it — the API's sanitised HTML in a frame that runs
 * nothing and loads nothing (`sandbox=""`, its own policy) — its plain text, its attachments, and Resend.
 */
export function MailPage({ mailId }: { mailId: string }) {
  const { data: mail } = useSuspenseQuery(mailQueries.detail(mailId));
  const files = mail.attachments.filter((a) => !a.inline);
  // The recipient sits inside the sentence ('Order confirmation to …'): the message is cut around it.
  const [kindBefore, kindAfter] = m
    .adm_mail_kind_to({ kind: mailKindLabel(mail.kind), recipient: '\u0000' })
    .split('\u0000');
  return (
    <AdminSectionPage>
      <div className="space-y-2">
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/admin/mail">{m.adm_all_mail()}</Link>
        </Button>
        <h1 className="break-words text-2xl font-bold tracking-tight">{mail.subject ?? m.adm_not_written()}</h1>
        <p className="text-muted-foreground">
          {kindBefore}
          <span className="break-all text-foreground">
            {mail.recipientName ? `${mail.recipientName} <${mail.recipient}>` : mail.recipient}
          </span>
          {kindAfter}
        </p>
      </div>
      <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
        <div className="space-y-1 text-sm">
          <div className="flex items-center gap-2">
            <MailStatusBadge status={mail.status} />
            <span className="text-muted-foreground">{whenWords(mail)}</span>
          </div>
          {mail.lastError && mail.status !== 'sent' && (
            <p className="break-all">
              <span className="font-medium">{m.adm_mail_server_said()}</span> {mail.lastError}
            </p>
          )}
        </div>
        <ResendButton mail={mail} />
      </Card>
      {mail.html === null ? (
        <p className="text-muted-foreground">{m.adm_mail_written_later()}</p>
      ) : (
        <>
          <section aria-labelledby="mail-html" className="space-y-2">
            <h2 id="mail-html" className="text-lg font-semibold">
              {m.adm_mail_as_seen()}
            </h2>
            <iframe
              title={m.adm_mail_frame({ subject: mail.subject ?? '' })}
              sandbox=""
              srcDoc={mail.html}
              referrerPolicy="no-referrer"
              className="h-[70vh] w-full rounded-lg border bg-white"
            />
          </section>
          {files.length > 0 && (
            <section aria-labelledby="mail-files" className="space-y-2">
              <h2 id="mail-files" className="text-lg font-semibold">
                {m.adm_attachments()}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {files.map((file) => (
                  <li key={file.index}>
                    <Button asChild variant="outline" size="wrap" className="max-w-full">
                      <a href={attachmentUrl(mail.id, file.index)} download={file.filename}>
                        <DownloadIcon aria-hidden />
                        <span className="break-all">{file.filename}</span>
                        <span className="text-muted-foreground">({fileSize(file.size)})</span>
                      </a>
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="mail-text" className="space-y-2">
            <h2 id="mail-text" className="text-lg font-semibold">
              {m.adm_plain_text()}
            </h2>
            <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg border bg-muted/40 p-4 text-sm">
              {mail.text}
            </pre>
          </section>
        </>
      )}
    </AdminSectionPage>
  );
}

function whenWords(mail: MailDetail) {
  if (mail.status === 'sent' && mail.sentAt) return m.order_request_sent_at({ time: formatActionTime(mail.sentAt) });
  if (mail.status === 'failed') return m.adm_mail_gave_up({ count: mail.attempts });
  return mail.attempts
    ? m.adm_mail_waiting_again({ count: mail.attempts })
    : m.adm_mail_waiting_since({ time: formatActionTime(mail.createdAt) });
}

/** A failed mail goes again as itself; a sent one as a copy. A mail still waiting has nothing to resend. */
function ResendButton({ mail }: { mail: MailDetail }) {
  const resend = useResendMail();
  if (mail.status === 'pending') return null;
  const label = mail.status === 'failed' ? m.adm_resend() : m.adm_send_copy();
  return (
    <PendingButton
      type="button"
      variant={mail.status === 'failed' ? 'default' : 'outline'}
      pending={resend.isPending}
      pendingLabel={m.sending()}
      onClick={() =>
        resend.mutate(mail.id, {
          onSuccess: () =>
            toast.success(mail.status === 'failed' ? m.adm_mail_queued_again() : m.adm_copy_queued(), {
              description: m.adm_mail_goes_to({ recipient: mail.recipient }),
            }),
          onError: (error) => {
            if (isUnauthorized(error)) return logInAgain();
            const { title, description } = errorToast(error, {
              title: m.adm_not_resent(),
              otherwise: m.adm_resend_failed(),
            });
            toast.error(title, { description });
          },
        })
      }
    >
      <SendIcon aria-hidden /> {label}
    </PendingButton>
  );
}

export function MailNotFound() {
  return (
    <MessagePage
      figure={<MailXIcon className="size-12 text-muted-foreground" aria-hidden />}
      title={m.adm_mail_not_found()}
      text={m.adm_mail_not_found_text()}
    >
      <Button asChild>
        <Link to="/admin/mail">{m.adm_all_mail()}</Link>
      </Button>
    </MessagePage>
  );
}
