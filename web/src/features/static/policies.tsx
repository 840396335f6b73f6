import { m } from '@pentas/i18n/messages';
import type { ReactNode } from 'react';
import { support } from '@/lib/support';
import type { PolicySection } from './static-page';

/** A policy page's words. Functions, called as the page renders: the server renders both languages from this module. */
export interface Policy {
  intro: string;
  sections: PolicySection[];
}

/** Where an element (a link, a bold number) goes in a message: the message is called with this in its place. */
const SLOT = '\u0000';

/** A message with one element inside it, in the place its language puts it. */
function withSlot(text: string, slot: ReactNode) {
  const [before, after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      {slot}
      {after}
    </>
  );
}

const contact = (promise: string) => (
  <p>
    {withSlot(
      m.policies_contact_text({ email: SLOT, whatsapp: support.whatsapp, hours: m.footer_hours(), promise }),
      <a className="text-primary underline" href={`mailto:${support.email}`}>
        {support.email}
      </a>,
    )}
  </p>
);

export const privacy = (): Policy => ({
  intro: m.policies_privacy_intro(),
  sections: [
    {
      heading: m.policies_privacy_collect(),
      body: (
        <ul>
          <li>{m.policies_privacy_collect_account()}</li>
          <li>{m.policies_privacy_collect_orders()}</li>
          <li>{m.policies_privacy_collect_payments()}</li>
          <li>{m.policies_privacy_collect_technical()}</li>
        </ul>
      ),
    },
    {
      heading: m.policies_privacy_use(),
      body: (
        <ul>
          <li>{m.policies_privacy_use_tickets()}</li>
          <li>{m.policies_privacy_use_payments()}</li>
          <li>{m.policies_privacy_use_changes()}</li>
        </ul>
      ),
    },
    { heading: m.policies_privacy_sharing(), body: <p>{m.policies_privacy_sharing_text()}</p> },
    { heading: m.policies_privacy_security(), body: <p>{m.policies_privacy_security_text()}</p> },
    { heading: m.policies_privacy_rights(), body: <p>{m.policies_privacy_rights_text()}</p> },
    { heading: m.policies_contact(), body: contact(m.policies_privacy_promise()) },
  ],
});

export const terms = (): Policy => ({
  intro: m.policies_terms_intro(),
  sections: [
    { heading: m.policies_terms_acceptance(), body: <p>{m.policies_terms_acceptance_text()}</p> },
    { heading: m.policies_terms_license(), body: <p>{m.policies_terms_license_text()}</p> },
    {
      heading: m.policies_terms_purchases(),
      body: (
        <ul>
          <li>{m.policies_terms_purchases_prices()}</li>
          <li>{m.policies_terms_purchases_holds()}</li>
          <li>{m.policies_terms_purchases_limit()}</li>
        </ul>
      ),
    },
    {
      heading: m.policies_terms_attendance(),
      body: (
        <ul>
          <li>{m.policies_terms_attendance_qr()}</li>
          <li>{m.policies_terms_attendance_transfers()}</li>
          <li>{m.policies_terms_attendance_entry()}</li>
        </ul>
      ),
    },
    { heading: m.policies_terms_account(), body: <p>{m.policies_terms_account_text()}</p> },
    { heading: m.policies_terms_liability(), body: <p>{m.policies_terms_liability_text()}</p> },
    { heading: m.policies_contact(), body: contact(m.policies_terms_promise()) },
  ],
});

export const refunds = (): Policy => ({
  intro: m.policies_refunds_intro(),
  sections: [
    { heading: m.policies_refunds_cancelled(), body: <p>{m.policies_refunds_cancelled_text()}</p> },
    { heading: m.policies_refunds_postponed(), body: <p>{m.policies_refunds_postponed_text()}</p> },
    {
      heading: m.policies_refunds_cannot_attend(),
      body: (
        <ul>
          <li>{m.policies_refunds_over_30_days()}</li>
          <li>{m.policies_refunds_7_to_30_days()}</li>
          <li>{m.policies_refunds_under_7_days()}</li>
        </ul>
      ),
    },
    {
      heading: m.policies_refunds_how(),
      body: (
        <p>
          {/* The screens' own words, so the way described is the way shown. */}
          {m.policies_refunds_how_text({
            dashboard: m.nav_dashboard(),
            orders: m.dashboard_tab_orders(),
            action: m.order_request_refund(),
          })}
        </p>
      ),
    },
    { heading: m.policies_refunds_how_long(), body: <p>{m.policies_refunds_how_long_text()}</p> },
    { heading: m.policies_contact(), body: contact(m.policies_refunds_promise()) },
  ],
});

export const safety = (): Policy => ({
  intro: m.policies_safety_intro(),
  sections: [
    {
      heading: m.policies_safety_event(),
      body: (
        <ul>
          <li>{m.policies_safety_event_arrive()}</li>
          <li>{m.policies_safety_event_meeting()}</li>
          <li>{m.policies_safety_event_water()}</li>
        </ul>
      ),
    },
    {
      heading: m.policies_safety_buying(),
      body: (
        <ul>
          <li>{m.policies_safety_buying_official()}</li>
          <li>{m.policies_safety_buying_transfer()}</li>
          <li>{m.policies_safety_buying_share()}</li>
        </ul>
      ),
    },
    {
      heading: m.policies_safety_emergencies(),
      body: (
        <p>{withSlot(m.policies_safety_emergencies_text({ number: SLOT }), <strong>{support.emergency}</strong>)}</p>
      ),
    },
    { heading: m.policies_safety_report(), body: contact(m.policies_safety_promise()) },
  ],
});
