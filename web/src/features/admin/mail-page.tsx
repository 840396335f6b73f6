import { formatActionTime } from '@pentas/openapi';
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
import { MailStatusBadge } from './mail-list-section';
import { useResendMail } from './mail-mutations';
import { attachmentUrl, type MailDetail, mailQueries } from './mail-queries';
import { fileSize, mailKindWords } from './mail-words';

/**
 * One mail in the viewer (/admin/mail/{id}): who it went to and when, its state (a failure with the
 * server's words), the mail as its recipient sees it — the API's sanitised HTML in a frame that runs
 * nothing and loads nothing (`sandbox=""`, its own policy) — its plain text, its attachments, and Resend.
 */
export function MailPage({ mailId }: { mailId: string }) {
  const { data: mail } = useSuspenseQuery(mailQueries.detail(mailId));
  const files = mail.attachments.filter((a) => !a.inline);
  return (
    <AdminSectionPage>
      <div className="space-y-2">
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/admin/mail">All mail</Link>
        </Button>
        <h1 className="break-words text-2xl font-bold tracking-tight">{mail.subject ?? 'Not written yet'}</h1>
        <p className="text-muted-foreground">
          {mailKindWords(mail.kind)} to{' '}
          <span className="break-all text-foreground">
            {mail.recipientName ? `${mail.recipientName} <${mail.recipient}>` : mail.recipient}
          </span>
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
              <span className="font-medium">The mail server said:</span> {mail.lastError}
            </p>
          )}
        </div>
        <ResendButton mail={mail} />
      </Card>
      {mail.html === null ? (
        <p className="text-muted-foreground">
          This mail is written when it is first sent: its words and attachments show here after that.
        </p>
      ) : (
        <>
          <section aria-labelledby="mail-html" className="space-y-2">
            <h2 id="mail-html" className="text-lg font-semibold">
              As the recipient sees it
            </h2>
            <iframe
              title={`The mail: ${mail.subject ?? ''}`}
              sandbox=""
              srcDoc={mail.html}
              referrerPolicy="no-referrer"
              className="h-[70vh] w-full rounded-lg border bg-white"
            />
          </section>
          {files.length > 0 && (
            <section aria-labelledby="mail-files" className="space-y-2">
              <h2 id="mail-files" className="text-lg font-semibold">
                Attachments
              </h2>
              <ul className="flex flex-wrap gap-2">
                {files.map((file) => (
                  <li key={file.index}>
                    <Button asChild variant="outline" className="h-auto max-w-full whitespace-normal text-left">
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
              Plain text
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
  if (mail.status === 'sent' && mail.sentAt) return `Sent ${formatActionTime(mail.sentAt)}`;
  const tries = mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`;
  if (mail.status === 'failed') return `Gave up after ${tries}`;
  return mail.attempts
    ? `Waiting to be sent again (${tries} so far)`
    : `Waiting to be sent since ${formatActionTime(mail.createdAt)}`;
}

/** A failed mail goes again as itself; a sent one as a copy. A mail still waiting has nothing to resend. */
function ResendButton({ mail }: { mail: MailDetail }) {
  const resend = useResendMail();
  if (mail.status === 'pending') return null;
  const label = mail.status === 'failed' ? 'Resend' : 'Send a copy';
  return (
    <PendingButton
      type="button"
      variant={mail.status === 'failed' ? 'default' : 'outline'}
      pending={resend.isPending}
      pendingLabel="Sending..."
      onClick={() =>
        resend.mutate(mail.id, {
          onSuccess: () =>
            toast.success(mail.status === 'failed' ? 'Mail Queued Again' : 'Copy Queued', {
              description: `It goes to ${mail.recipient} in a moment.`,
            }),
          onError: (error) => {
            if (isUnauthorized(error)) return logInAgain();
            const { title, description } = errorToast(error, {
              title: 'Not Resent',
              otherwise: 'Failed to resend the mail',
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
      title="We couldn't find that mail"
      text="Its address may be mistyped."
    >
      <Button asChild>
        <Link to="/admin/mail">All mail</Link>
      </Button>
    </MessagePage>
  );
}
