import sanitizeHtml from 'sanitize-html';
import type { RenderedMail } from '../../../db/schema';

/**
 * What the viewer's frame may load: nothing remote, no script, images only from the mail itself (data:),
 * its inline styles. The page's iframe is also `sandbox=""`: this is the second lock, not the only one.
 */
const FRAME_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:";

/** CSS that could fetch something (a remote background, an import) or run (old IE's expression()). */
const LOADING_CSS = /url\s*\(|expression\s*\(|@import|behavior\s*:/i;

const layoutAttributes = ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'border', 'role', 'dir', 'lang'];

/**
 * A mail's HTML made safe to show an admin (the issue: "sanitises the HTML it shows"): scripts, event
 * handlers, forms and frames removed, links only http(s) and mailto, images only from the mail's own
 * attachments (its `cid:` images turned into data: URLs; any other source dropped, so opening a mail
 * in the viewer tells no server), styles that would load something dropped. Answers a whole document
 * for an iframe's srcdoc, with a policy that blocks scripts and remote loads.
 */
export function viewableMailHtml(message: Pick<RenderedMail, 'html' | 'attachments'>) {
  const inline = new Map(
    message.attachments.filter((a) => a.cid).map((a) => [a.cid, `data:${a.contentType};base64,${a.contentBase64}`]),
  );
  const body = sanitizeHtml(message.html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'center', 'font'],
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      '*': layoutAttributes,
      a: ['href', 'title', ...layoutAttributes],
      img: ['src', 'alt', 'title', ...layoutAttributes],
      table: ['cellpadding', 'cellspacing', ...layoutAttributes],
      td: ['colspan', 'rowspan', ...layoutAttributes],
      th: ['colspan', 'rowspan', ...layoutAttributes],
      font: ['color', 'face', 'size'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src?.trim() ?? '';
        const resolved = /^cid:/i.test(src) ? inline.get(src.slice(4)) : undefined;
        const { src: _dropped, ...rest } = attribs;
        return { tagName, attribs: resolved ? { ...rest, src: resolved } : rest };
      },
      '*': (tagName, attribs) => {
        if (!attribs.style || !LOADING_CSS.test(attribs.style)) return { tagName, attribs };
        const { style: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      },
    },
  });
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}"></head><body>${body}</body></html>`;
}
