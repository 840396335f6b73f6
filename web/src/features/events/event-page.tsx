import { m } from '@pentas/i18n/messages';
import { formatEventDate, formatEventTime, formatEventTimeRange, POSTER_SIZES } from '@pentas/openapi';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarIcon, ClockIcon, MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { type CurrentUser, sessionUser, useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { CartCheckout, type CheckoutStep } from '../cart/cart-checkout';
import { TICKETS_ID } from '../cart/tickets-bar';
import { type CartHandover, type SignedIn, useCart } from '../cart/use-cart';
import { categoryLabel, eventDescription, eventTitle } from './catalog-words';
import { categoryTint } from './category';
import { CodeEntry, useRememberCode } from './code-entry';
import { EventDescription } from './event-description';
import { EventPoster } from './event-poster';
import { EventStatusBanner } from './event-status-banner';
import { type EventDetail, eventQueries } from './queries';
import { RefundTerms } from './refund-terms';
import { firstAskThisSession, type RegistrationStep } from './registration-ask';
import { EventEndedNotice } from './sale-state-notes';
import { TicketList } from './ticket-list';

const RegistrationDialog = lazyDialog(
  () => import('./registration-dialog').then((module) => module.RegistrationDialog),
  (props) => props.step !== 'closed',
);

export function EventNotFound() {
  return (
    <MessagePage title={m.event_not_found_title()} text={m.event_not_found_text()}>
      <Button asChild>
        <Link to="/events">{m.event_back_to_events()}</Link>
      </Button>
    </MessagePage>
  );
}

/** A promo or access code on the page: the one in the address, and how to change it. */
export interface PageCode {
  code?: string;
  /** A code this session applied is on its way into the address: the cart waits for its prices and types. */
  codeComing: boolean;
  onCodeChange: (code: string | undefined) => void;
}

/** The event page (its route loads the event; a spinner shows meanwhile). */
export function EventPage({ id, cartHandover, ...pageCode }: { id: number; cartHandover?: CartHandover } & PageCode) {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const { data: event } = useSuspenseQuery(eventQueries.detail(id, pageCode.code));
  // The page paints before the session check answers: a ticket added meanwhile waits for the answer,
  // so a signed-in buyer is never asked to register.
  const signedIn: SignedIn = isLoading ? () => sessionUser(queryClient).then(Boolean) : Boolean(user);
  return <EventView event={event} user={user} signedIn={signedIn} cartHandover={cartHandover} pageCode={pageCode} />;
}

function EventView({
  event: e,
  user,
  signedIn,
  cartHandover,
  pageCode,
}: {
  event: EventDetail;
  user: CurrentUser | null;
  signedIn: SignedIn;
  cartHandover?: CartHandover;
  pageCode: PageCode;
}) {
  // A cart the widget handed over opens on the cart itself, never on a dialog asking to register.
  const [checkout, setCheckout] = useState<CheckoutStep>(cartHandover ? 'summary' : 'closed');
  const [registration, setRegistration] = useState<RegistrationStep>('closed');
  const cart = useCart(
    e,
    signedIn,
    cartHandover,
    () => firstAskThisSession() && setRegistration('ask'),
    pageCode.codeComing,
  );
  useRememberCode(e);
  const signedInHere = () => {
    setRegistration('closed');
    if (cart.lines.length > 0) setCheckout('summary');
  };
  // Nothing to buy: an ended event, or a cancelled one (its page stays, with its banner).
  const closed = e.saleState === 'ended' || e.saleState === 'cancelled';
  return (
    <main className="pb-28 lg:pb-12">
      <RegistrationDialog step={registration} onStepChange={setRegistration} onSignedIn={signedInHere} />
      <div className="mx-auto grid max-w-6xl gap-6 sm:px-6 sm:pt-6 lg:grid-cols-[360px_minmax(0,1fr)] lg:gap-10">
        {/* The poster whole (4:5): full width on phones, a portrait column beside the details from 1024 px. */}
        <div className="lg:sticky lg:top-20 lg:self-start">
          <div className="relative aspect-[4/5] overflow-hidden bg-muted sm:mx-auto sm:max-w-sm sm:rounded-xl lg:max-w-none">
            <EventPoster
              src={e.imageUrl}
              variants={e.imageVariants}
              category={e.category}
              sizes={POSTER_SIZES.eventPage}
              whole
              first
            />
          </div>
        </div>
        <div className="min-w-0 space-y-6 px-4 sm:px-0">
          <BackLink to="/events" label={m.event_back_to_events()} />
          <div>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', categoryTint(e.category))}>
              {categoryLabel(e.category)}
            </span>
            <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{eventTitle(e)}</h1>
          </div>
          <EventStatusBanner event={e} />
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div className="flex items-center gap-2">
              <CalendarIcon className="size-5 shrink-0 text-primary" aria-hidden />
              <dt className="sr-only">{m.event_date()}</dt>
              <dd className="tabular">{formatEventDate(e.dateTime, e.timeZone)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <ClockIcon className="size-5 shrink-0 text-primary" aria-hidden />
              <dt className="sr-only">{m.event_time()}</dt>
              <dd className="tabular">
                {e.endDateTime
                  ? formatEventTimeRange(e.dateTime, e.endDateTime, e.timeZone)
                  : formatEventTime(e.dateTime, e.timeZone)}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <MapPinIcon className="size-5 shrink-0 text-primary" aria-hidden />
              <dt className="sr-only">{m.event_venue()}</dt>
              <dd>
                {e.venue}, {e.location}
              </dd>
            </div>
          </dl>
          {/* Every ticket type, its price and what is left, to everyone (decisions.md item 30). */}
          <Card id={TICKETS_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
            <CardHeader>
              <h2 className="font-semibold leading-tight tracking-tight text-lg">{m.event_select_tickets()}</h2>
              {!user && <CardDescription>{m.event_select_tickets_visitor()}</CardDescription>}
            </CardHeader>
            <CardContent className="space-y-4">
              <EventEndedNotice event={e} />
              {!closed && <CodeEntry event={e} onCodeChange={pageCode.onCodeChange} />}
              <TicketList event={e} cart={cart} />
              {e.ticketTypes.length > 0 && !closed && (
                <CartCheckout
                  event={e}
                  cart={cart}
                  user={user}
                  step={checkout}
                  onStepChange={setCheckout}
                  onSignIn={() => setRegistration('forms')}
                />
              )}
              {!closed && e.ticketTypes.some((t) => Number(t.price) > 0) && <RefundTerms event={e} />}
            </CardContent>
          </Card>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="mb-3 text-xl font-semibold">
              {m.event_about()}
            </h2>
            <EventDescription text={eventDescription(e)} />
            <p className="mt-6 text-sm text-muted-foreground">{m.event_organised_by({ name: e.organizer.name })}</p>
          </section>
        </div>
      </div>
    </main>
  );
}
