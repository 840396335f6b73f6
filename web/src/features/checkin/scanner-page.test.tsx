import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aminah, doorHandlers, doorProblem, scannedTicket, scanResult, usedTicket } from '@/test/door';
import { renderApp } from '@/test/render';
import { eventSummary, handlers, server, userWithRole } from '@/test/server';

/** The tones the door played, by frequency: a fake Web Audio API (jsdom has none). */
const tonesPlayed: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => tonesPlayed.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    const ramp = () => undefined;
    return {
      gain: { setValueAtTime: ramp, linearRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    };
  }
}
const vibrate = vi.fn((_pattern: number[]) => true);
const YES = [80];
const NO = [180, 90, 180];

beforeEach(() => {
  tonesPlayed.length = 0;
  vibrate.mockClear();
  Object.defineProperty(globalThis, 'AudioContext', { value: FakeAudioContext, configurable: true });
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'AudioContext');
  Reflect.deleteProperty(navigator, 'vibrate');
});

function atTheDoor(path = '/checkin') {
  server.use(
    handlers.user(userWithRole('admin')),
    handlers.events([eventSummary({ id: 1 }), eventSummary({ id: 2, title: 'Gamelan Night' })]),
  );
  renderApp(path);
}

async function scanCode(code: string) {
  const field = await screen.findByLabelText('QR code data');
  await userEvent.clear(field);
  await userEvent.type(field, `${code}{Enter}`); // as a hardware scanner does
  return field;
}

const card = () => screen.findByTestId('scan-result');
const CODE = 'ticket:5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14:1:u1:sig';

describe('the door card (/checkin)', () => {
  it('a ticket that may enter: Check In turns the card green with the time and who, a yes is heard and felt, and the field is ready for the next scan', async () => {
    server.use(
      doorHandlers.scan(() => scanResult()),
      doorHandlers.checkIn(() => ({ message: 'Ticket has been checked in successfully!', ticket: usedTicket })),
    );
    atTheDoor();
    await scanCode(CODE);
    const ready = await card();
    expect(ready).toHaveAttribute('data-verdict', 'ready');
    expect(ready).toHaveTextContent('Jazz by the Lake');
    expect(ready).toHaveTextContent('Aisyah Rahman · aisyah@example.com');
    expect(vibrate).not.toHaveBeenCalled();

    await userEvent.click(within(ready).getByRole('button', { name: 'Check In' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Check-in Successful');
    expect(done).toHaveTextContent('Ticket has been checked in successfully!');
    // 11:02 UTC is 7:02 pm in Kuala Lumpur (the clock for actions).
    expect(done).toHaveTextContent('Checked in 12 Dec 2026, 7:02 pm by Aminah Yusof');
    expect(await card()).toHaveAttribute('data-verdict', 'yes');
    expect(await card()).not.toHaveTextContent('Already Checked In');
    expect(screen.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument();
    expect(vibrate).toHaveBeenLastCalledWith(YES);
    expect(tonesPlayed).toEqual([880, 1320]);
    await vi.waitFor(() => expect(screen.getByLabelText('QR code data')).toHaveFocus());
  });

  it('the same code again: red, Already Checked In, with the first check-in’s time and staff member, and a no', async () => {
    server.use(
      doorHandlers.scan(() =>
        scanResult({
          ticket: usedTicket,
          canCheckIn: false,
          reason: 'already_used',
          message: 'This ticket has already been used',
        }),
      ),
    );
    atTheDoor();
    const field = await scanCode(CODE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Already Checked In');
    expect(alert).toHaveTextContent('This ticket has already been used');
    expect(alert).toHaveTextContent('Checked in 12 Dec 2026, 7:02 pm by Aminah Yusof');
    expect(await card()).toHaveAttribute('data-verdict', 'no');
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument();
    expect(vibrate).toHaveBeenLastCalledWith(NO);
    expect(tonesPlayed).toEqual([220, 180]);
    expect(field).toHaveFocus();
  });

  it('another gate checked it in first: the refused check-in turns the card red with that check-in’s time', async () => {
    const byFarid = { ...usedTicket, checkedInBy: { email: 'farid@pentas.test', firstName: 'Farid', lastName: null } };
    server.use(
      doorHandlers.scan(() => scanResult()),
      doorHandlers.checkIn(() =>
        doorProblem(409, 'ticket_used', 'This ticket has already been used', {
          reason: 'already_used',
          ticket: byFarid,
        }),
      ),
    );
    atTheDoor();
    await scanCode(CODE);
    await userEvent.click(within(await card()).getByRole('button', { name: 'Check In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Already Checked In');
    expect(alert).toHaveTextContent('Checked in 12 Dec 2026, 7:02 pm by Farid');
    expect(screen.queryByText('Check-in Successful')).not.toBeInTheDocument();
    expect(vibrate).toHaveBeenLastCalledWith(NO);
  });

  it.each([
    ['bad_signature', 'Forged or altered: the code’s signature does not match.'],
    ['malformed', 'This is not a Pentas ticket code.'],
    ['mismatch', 'This code does not match its ticket’s event or holder.'],
  ])('a code that is %s says so in the card, never an empty card', async (reason, words) => {
    server.use(doorHandlers.scan(() => doorProblem(422, 'invalid_qr_code', 'Invalid QR code', { reason })));
    atTheDoor();
    await scanCode('ticket:forged:1:someone:AAAA');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid QR code');
    expect(alert).toHaveTextContent(words);
    expect(await card()).toHaveAttribute('data-verdict', 'no');
    expect(vibrate).toHaveBeenLastCalledWith(NO);
  });

  it('a genuine code of no ticket says Ticket not found in the card', async () => {
    server.use(doorHandlers.scan(() => doorProblem(404, 'not_found', 'Ticket not found')));
    atTheDoor();
    await scanCode(CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket not foundNo ticket has this code.');
  });

  it('another event’s ticket at this door: which event it is for, and which this door admits', async () => {
    const sent: { eventId?: number }[] = [];
    server.use(
      doorHandlers.scan((body) => {
        sent.push(body);
        return scanResult({ canCheckIn: false, reason: 'wrong_event', message: 'This ticket is for another event' });
      }),
    );
    atTheDoor('/checkin?event=2');
    expect(await screen.findByRole('option', { name: /Gamelan Night/ })).toBeInTheDocument();
    await scanCode(CODE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot Check In');
    expect(alert).toHaveTextContent('This ticket is for another event');
    expect(alert).toHaveTextContent('It is for Jazz by the Lake on');
    expect(alert).toHaveTextContent('this door admits Gamelan Night.');
    expect(sent).toEqual([{ qrCode: CODE, eventId: 2 }]);
  });

  it.each([
    [
      'a transferred ticket’s old code',
      'transferred',
      scannedTicket({ status: 'transferred' }),
      'It was transferred to another account',
      'Transferred',
    ],
    [
      'a cancelled ticket',
      'cancelled',
      scannedTicket({ status: 'cancelled' }),
      'The ticket was cancelled.',
      'Cancelled',
    ],
    [
      'a ticket of a called-off event',
      'cancelled',
      scannedTicket({ event: { ...scannedTicket().event, cancelled: true } }),
      'The event was cancelled.',
      'Event cancelled',
    ],
  ] as const)('%s: Cannot Check In, and why', async (_, reason, ticket, why, badge) => {
    server.use(
      doorHandlers.scan(() => scanResult({ ticket, canCheckIn: false, reason, message: 'This ticket cannot be used' })),
    );
    atTheDoor();
    await scanCode(CODE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot Check In');
    expect(alert).toHaveTextContent('This ticket cannot be used');
    expect(alert).toHaveTextContent(why);
    // Its badge agrees: never a green Active on a card that refuses entry.
    expect(within(await card()).getByText(badge)).toBeInTheDocument();
    expect(within(await card()).queryByText('Active')).toBeNull();
  });

  it('errors sit beside the field, never in a toast: an empty code, a server out of reach (the card cleared)', async () => {
    let reachable = true;
    server.use(doorHandlers.scan(() => (reachable ? scanResult() : HttpResponse.error())));
    atTheDoor();
    const field = await screen.findByLabelText('QR code data');
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByText('Please enter a QR code')).toHaveAttribute('id', 'qrCode-error');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Please enter a QR code/);

    await scanCode(CODE);
    expect(await card()).toBeInTheDocument();
    expect(screen.queryByText('Please enter a QR code')).not.toBeInTheDocument();

    reachable = false;
    await scanCode(CODE);
    expect(await screen.findByText(/^Scan Failed: The scanner could not reach Pentas/)).toHaveAttribute(
      'id',
      'qrCode-error',
    );
    expect(screen.queryByTestId('scan-result')).not.toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(vibrate).toHaveBeenLastCalledWith(NO);
    expect(field).toHaveFocus();
  });

  it('a check-in that fails for another reason says so under the button, and the ticket can be tried again', async () => {
    let attempts = 0;
    server.use(
      doorHandlers.scan(() => scanResult()),
      doorHandlers.checkIn(() =>
        ++attempts === 1
          ? doorProblem(503, 'database_unavailable', 'The service is briefly unavailable. Please try again.')
          : { message: 'Ticket has been checked in successfully!', ticket: { ...usedTicket, checkedInBy: aminah } },
      ),
    );
    atTheDoor();
    await scanCode(CODE);
    const button = within(await card()).getByRole('button', { name: 'Check In' });
    await userEvent.click(button);
    expect(
      await screen.findByText('Check-in Failed: The service is briefly unavailable. Please try again.'),
    ).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(/Check-in Failed/);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Check In' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check-in Successful');
    expect(screen.queryByText(/Check-in Failed/)).not.toBeInTheDocument();
  });

  it('plays nothing and still works on a device with neither sound nor vibration', async () => {
    Reflect.deleteProperty(globalThis, 'AudioContext');
    Reflect.deleteProperty(navigator, 'vibrate');
    server.use(
      doorHandlers.scan(() => doorProblem(422, 'invalid_qr_code', 'Invalid QR code', { reason: 'malformed' })),
    );
    atTheDoor();
    await scanCode('hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid QR code');
  });
});
