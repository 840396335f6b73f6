import { type AuditLink, auditDetailText, auditSentence, type SentencePart } from '@pentas/openapi/audit-sentence';
import { Link } from '@tanstack/react-router';
import type { AuditEntry } from './queries';

function Name({ part }: { part: Exclude<SentencePart, string> }) {
  const link: AuditLink | undefined = part.link;
  const className = 'font-medium underline-offset-4 hover:underline';
  if (link?.kind === 'event') {
    return (
      <Link to="/events/$id/edit" params={{ id: link.id }} className={`${className} text-primary`}>
        {part.name}
      </Link>
    );
  }
  if (link?.kind === 'order') {
    return (
      <Link to="/orders/$orderId" params={{ orderId: link.id }} className={`${className} text-primary`}>
        {part.name}
      </Link>
    );
  }
  return (
    <strong className="font-medium" title={part.title}>
      {part.name}
    </strong>
  );
}

/**
 * One entry in words (the rule is `auditSentence`, shared with the CSV export): its sentence, names
 * linked where the app has a page for them, then a line per field it changed.
 */
export function AuditEntryWords({ entry }: { entry: AuditEntry }) {
  const { parts, details } = auditSentence(entry);
  return (
    <div className="space-y-1">
      <p className="break-words">
        {parts.map((part, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
          typeof part === 'string' ? part : <Name key={i} part={part} />,
        )}
      </p>
      {details.length > 0 && (
        <ul className="space-y-0.5 text-xs text-muted-foreground">
          {details.map((detail) => (
            <li key={detail.label} className="break-words">
              {auditDetailText(detail)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
