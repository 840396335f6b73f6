/**
 * Spec section 8: what a failed checkout start says, chosen by the words of the server's message.
 */
export function checkoutErrorToast(message: string | undefined): { title: string; description: string } {
  const text = message ?? '';
  if (/cart is empty/i.test(text)) {
    return { title: 'Cart is Empty', description: 'Please add items to your cart before checkout' };
  }
  if (/currency/i.test(text)) {
    return {
      title: 'Currency Error',
      description: "There's an issue with the payment currency. Please refresh and try again.",
    };
  }
  if (/stripe/i.test(text)) {
    return {
      title: 'Payment System Error',
      description: 'Our payment system is temporarily unavailable. Please try again in a few moments.',
    };
  }
  return { title: 'Checkout Error', description: text || 'An unexpected error occurred' };
}
