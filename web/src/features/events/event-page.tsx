import { POSTER_SIZES } from '@pentas/openapi';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarIcon, ClockIcon, LockIcon, MapPinIcon } from 'lucide-react';
import { BackLink } from '@/components/layout/back-link';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEventDate, formatEventTime } from '@/lib/format';
import { type CurrentUser, sessionUser, useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { CartCheckout } from '../cart/cart-checkout';
import { type CartHandover, type SignedIn, useCart } from '../cart/use-cart';
import { categoryLabel, categoryTint } from './category';
import { EventDescription } from './event-description';
import { EventPoster } from './event-poster';
import { type EventDetail, eventQueries } from './queries';
import { RegistrationDialog } from './registration-dialog';
import { EventEndedNotice } from './sale-state-notes';
import { TicketList } from './ticket-list';

/** The end time, with its date when the event runs past its first day. */
function endLabel(start: string, end: string, timeZone: string) {
  const time = formatEventTime(end, timeZone);
  const endDate = formatEventDate(end, timeZone);
  return endDate === formatEventDate(start, timeZone) ? time : `${endDate}, ${time}`;
}

export function EventNotFound() {
  return (
    <MessagePage title="Event Not Found" text="This event does not exist or is no longer available.">
      <Button asChild>
        <Link to="/events">Back to Events</Link>
      </Button>
    </MessagePage>
  );
}

/** The event page (its route loads the event; a spinner shows meanwhile). */
export function EventPage({ id, cartHandover }: { id: number; cartHandover?: CartHandover }) {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const { data: event } = useSuspenseQuery(eventQueries.detail(id));
  // The page paints before the session check answers: only a known visitor is asked to register,
  // and a ticket added meanwhile waits for the answer.
  const signedIn: SignedIn = isLoading ? () => sessionUser(queryClient).then(Boolean) : Boolean(user);
  return (
    <EventView
      event={event}
      user={user}
      signedIn={signedIn}
      knownVisitor={!user && !isLoading}
      cartHandover={cartHandover}
    />
  );
}

function EventView({
  event: e,
  user,
  signedIn,
  knownVisitor,
  cartHandover,
}: {
  event: EventDetail;
  user: CurrentUser | null;
  signedIn: SignedIn;
  knownVisitor: boolean;
  cartHandover?: CartHandover;
}) {
  const cart = useCart(e, signedIn, cartHandover);
  return (
    <main className="pb-28 lg:pb-12">
      <RegistrationDialog visitor={knownVisitor} />
      <div className="relative h-64 overflow-hidden bg-muted sm:h-96">
        <EventPoster
          src={e.imageUrl}
          variants={e.imageVariants}
          category={e.category}
          sizes={POSTER_SIZES.eventPage}
          first
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-6 text-white sm:px-6">
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', categoryTint(e.category))}>
            {categoryLabel(e.category)}
          </span>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-5xl">{e.title}</h1>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 sm:px-6 lg:grid-cols-[1fr_380px]">
        <div className="space-y-6">
          <BackLink to="/events" label="Back to Events" />
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div className="flex items-center gap-2">
              <CalendarIcon className="size-5 text-primary" aria-hidden />
              <dt className="sr-only">Date</dt>
              <dd className="tabular">{formatEventDate(e.dateTime, e.timeZone)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <ClockIcon className="size-5 text-primary" aria-hidden />
              <dt className="sr-only">Time</dt>
              <dd className="tabular">
                {formatEventTime(e.dateTime, e.timeZone)}
                {e.endDateTime && ` – ${endLabel(e.dateTime, e.endDateTime, e.timeZone)}`}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <MapPinIcon className="size-5 text-primary" aria-hidden />
              <dt className="sr-only">Venue</dt>
              <dd>
                {e.venue}, {e.location}
              </dd>
            </div>
          </dl>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="mb-3 text-xl font-semibold">
              About this event
            </h2>
            <EventDescription text={e.description} />
            <p className="mt-6 text-sm text-muted-foreground">Organised by {e.organizer.name}</p>
          </section>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <EventEndedNotice event={e} />
          {user ? (
            <Card>
              <CardHeader>
                <CardTitle>Select Tickets</CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <TicketList event={e} cart={cart} />
                {e.ticketTypes.length > 0 && e.saleState !== 'ended' && (
                  <CartCheckout event={e} cart={cart} user={user} />
                )}
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <LockIcon className="size-6 text-primary" aria-hidden />
                <CardTitle>Login Required to Purchase Tickets</CardTitle>
                <CardDescription>Log in or create an account to choose tickets and check out securely.</CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <Button asChild className="w-full">
                  <a href="/api/login">Log In or Register</a>
                </Button>
                {/* A cart kept from an earlier visit stays visible; paying for it needs a login. */}
                {cart.lines.length > 0 && <CartCheckout event={e} cart={cart} user={null} />}
              </CardContent>
            </Card>
          )}
        </aside>
      </div>
    </main>
  );
}
