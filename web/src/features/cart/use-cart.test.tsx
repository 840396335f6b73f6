import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { eventDetail, type TicketType, ticketType } from '@/test/server';
import { useCart } from './use-cart';

const type = ticketType;

const event = (types: TicketType[]) => eventDetail(types, { id: 9 });

afterEach(() => vi.restoreAllMocks());

describe('useCart (the cart and its toasts)', () => {
  it('stops at the stock left with "Ticket limit reached", or "Not enough tickets" from the summary', () => {
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    const few = type({ available: 2 });
    const { result } = renderHook(() => useCart(event([few]), true));
    act(() => result.current.increment(few));
    act(() => result.current.increment(few));
    act(() => result.current.increment(few));
    expect(result.current.quantityOf(1)).toBe(2);
    expect(error).toHaveBeenLastCalledWith('Ticket limit reached', {
      description: 'Maximum available tickets for this type have been added to cart',
    });
    act(() => result.current.increment(few, 'summary'));
    expect(error).toHaveBeenLastCalledWith('Not enough tickets', { description: 'Only 2 tickets available' });
  });

  it('stops at 10 per type with "Purchase limit"', () => {
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    const many = type({});
    const { result } = renderHook(() => useCart(event([many]), true));
    for (let i = 0; i < 11; i++) act(() => result.current.increment(many));
    expect(result.current.quantityOf(1)).toBe(10);
    expect(error).toHaveBeenCalledWith('Purchase limit', { description: 'Maximum 10 tickets per type allowed' });
  });

  it("keeps a visitor's tickets in the cart and tells the page each time (decisions.md item 30)", () => {
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    const t = type({});
    const visitorAdded = vi.fn();
    const { result } = renderHook(() => useCart(event([t]), false, undefined, visitorAdded));
    act(() => result.current.increment(t));
    act(() => result.current.increment(t));
    expect(result.current.quantityOf(1)).toBe(2);
    expect(JSON.parse(localStorage.getItem('cart_event_9') ?? '[]')[0].quantity).toBe(2);
    expect(visitorAdded).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });

  it("tells the page only of a visitor's ticket added from the list: not a refused one, not a '+' in the summary", () => {
    vi.spyOn(toast, 'error').mockResolvedValue();
    const one = type({ available: 1 });
    const visitorAdded = vi.fn();
    const { result } = renderHook(() => useCart(event([one]), false, undefined, visitorAdded));
    act(() => result.current.increment(one));
    expect(visitorAdded).toHaveBeenCalledTimes(1);
    act(() => result.current.increment(one));
    act(() => result.current.decrement(one.id));
    act(() => result.current.increment(one, 'summary'));
    expect(result.current.quantityOf(one.id)).toBe(1);
    expect(visitorAdded).toHaveBeenCalledTimes(1);
  });

  it('waits for the session check when a ticket is added before it answers', async () => {
    const t = type({});
    let answer: (signedIn: boolean) => void = () => undefined;
    const check = () => new Promise<boolean>((resolve) => (answer = resolve));
    const buyerAdded = vi.fn();
    const buyer = renderHook(() => useCart(event([t]), check, undefined, buyerAdded));
    let tapped: Promise<void> | undefined;
    act(() => {
      tapped = buyer.result.current.increment(t);
    });
    expect(buyer.result.current.lines).toEqual([]);
    await act(async () => {
      answer(true);
      await tapped;
    });
    expect(buyer.result.current.quantityOf(1)).toBe(1);
    expect(buyerAdded).not.toHaveBeenCalled();

    localStorage.clear(); // the buyer's cart of the same event
    const visitorAdded = vi.fn();
    const visitor = renderHook(() => useCart(event([t]), () => Promise.resolve(false), undefined, visitorAdded));
    await act(async () => {
      await visitor.result.current.increment(t);
    });
    expect(visitor.result.current.quantityOf(1)).toBe(1);
    expect(visitorAdded).toHaveBeenCalledTimes(1);
  });

  it('loads the stored cart on opening, saves each change, and removes the copy when empty', () => {
    localStorage.setItem(
      'cart_event_9',
      JSON.stringify([{ ticketTypeId: 1, quantity: 3, name: 'General', price: '80.00', availableQuantity: 100 }]),
    );
    const t = type({});
    const { result } = renderHook(() => useCart(event([t]), true));
    expect(result.current.quantityOf(1)).toBe(3);
    act(() => result.current.increment(t));
    expect(JSON.parse(localStorage.getItem('cart_event_9') ?? '[]')[0].quantity).toBe(4);
    act(() => result.current.clear());
    expect(localStorage.getItem('cart_event_9')).toBeNull();
  });
});

describe('a cart handed over by the widget (?cart=)', () => {
  it('fills the cart from the link, checked against live stock, and has the link taken out of the address once', () => {
    const warning = vi.spyOn(toast, 'warning').mockResolvedValue();
    const take = vi.fn();
    const general = type({});
    const vip = type({ id: 2, name: 'VIP', price: '220.00', available: 3 });
    const { result, rerender } = renderHook(() =>
      useCart(event([general, vip]), false, { param: '1:2,2:5,99:1', take }),
    );
    expect(result.current.lines.map((l) => [l.ticketTypeId, l.quantity])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(JSON.parse(localStorage.getItem('cart_event_9') ?? '[]')).toHaveLength(2);
    expect(warning).toHaveBeenCalledWith('Some tickets are no longer available', expect.anything());
    rerender();
    expect(take).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledTimes(1);
  });

  it("keeps the cart's channel 'widget' across a reload, and forgets it once the cart is emptied", () => {
    const t = type({});
    const handedOver = renderHook(() => useCart(event([t]), true, { param: '1:1', take: vi.fn() }));
    expect(handedOver.result.current.channel).toBe('widget');
    handedOver.unmount();
    const reloaded = renderHook(() => useCart(event([t]), true));
    expect(reloaded.result.current.channel).toBe('widget');
    act(() => reloaded.result.current.decrement(1));
    act(() => reloaded.result.current.increment(t));
    expect(reloaded.result.current.channel).toBe('web');
    expect(localStorage.getItem('cart_channel_9')).toBeNull();
  });

  it('says nothing when every handed-over ticket is still there', () => {
    const warning = vi.spyOn(toast, 'warning').mockResolvedValue();
    const { result } = renderHook(() => useCart(event([type({})]), true, { param: '1:2', take: vi.fn() }));
    expect(result.current.quantityOf(1)).toBe(2);
    expect(warning).not.toHaveBeenCalled();
  });
});
